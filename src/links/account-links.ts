// Where the account settings' project tabs live, for links from elsewhere
// (the project switcher in the top bar, the account page's own tabs).
export const API_KEYS_PATH = "/account-settings/api-keys/";
export const PROJECT_SETTINGS_PATH = "/account-settings/project/";
export const MEMBERS_PATH = "/account-settings/members/";
export const ACTIVITY_PATH = "/account-settings/activity/";
