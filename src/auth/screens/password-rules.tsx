// The pool's password rules under a new-password field, each marked met or not
// as the user types: a check or a cross and, for screen readers, the words. A
// polite live region says what is still missing when that changes. The rules
// are a guide; the identity service still judges the password on submit.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { PASSWORD_RULES, type PasswordRule } from "../../../contract/password-policy";
import { VISUALLY_HIDDEN } from "../../components/visually-hidden";
import { Icon } from "../../icons/icon";

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** What a screen reader hears after a change; nothing before the user types. */
export function describeUnmetRules(password: string, unmet: readonly PasswordRule[]): string {
  if (password === "") return "";
  if (unmet.length === 0) return "Your password meets every requirement.";
  return `Your password still needs: ${unmet.map((rule) => lowerFirst(rule.label)).join("; ")}.`;
}

export function PasswordRules({ id, password }: { id: string; password: string }) {
  const unmet = PASSWORD_RULES.filter((rule) => !rule.isMetBy(password));
  const titleId = `${id}-title`;
  return (
    // Positioned, so that the hidden words stay inside the rules' box.
    <Box sx={{ position: "relative" }}>
      {/* The field's description: the rules and whether each is met. */}
      <Box id={id}>
        <Typography id={titleId} variant="body2" sx={{ color: "text.secondary", mb: 0.5 }}>
          Your password needs:
        </Typography>
        <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 0.25 }}>
          {PASSWORD_RULES.map((rule) => {
            const isMet = !unmet.includes(rule);
            return (
              <Box
                component="li"
                key={rule.id}
                sx={{ position: "relative", display: "flex", alignItems: "center", gap: 1, typography: "body2", color: isMet ? "success.main" : "text.secondary" }}
              >
                <Icon icon={isMet ? "tabler:check" : "tabler:x"} fontSize="1.125rem" />
                <span>
                  {rule.label}
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {isMet ? " (met)" : " (not met)"}
                  </Box>
                </span>
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box role="status" sx={VISUALLY_HIDDEN}>
        {describeUnmetRules(password, unmet)}
      </Box>
    </Box>
  );
}
