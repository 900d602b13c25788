// Where the account settings' tabs live, for links from elsewhere (the project switcher).
export const API_KEYS_PATH = "/account-settings/api-keys/";
export const PROJECT_SETTINGS_PATH = "/account-settings/project/";
