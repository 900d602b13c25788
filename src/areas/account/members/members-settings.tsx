// The Members tab of the account settings (/account-settings/members/): the
// organisation's members and invitations (searched, paged, refetched with the
// last params after a change), inviting, changing a role, removing after a
// confirmation that says their keys go too, resending and revoking
// invitations; the organisation's custom roles; and the roles with their
// permissions. What the signed-in member may not do is left out, or disabled
// with the reason.
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Pagination from "@mui/material/Pagination";
import Typography from "@mui/material/Typography";
import type { Member } from "../../../../contract/members";
import { MEMBERS_PER_PAGE_DEFAULT } from "../../../../contract/list-sizes";
import { toApiError } from "../../../api-client/api-error";
import { QueryScope } from "../../../api-client/query-scope";
import { removeMember, resendInvitation, revokeInvitation, updateMember } from "../../../api-client/members";
import { useProjectsQuery } from "../../../api-client/projects-queries";
import { useCustomRolesQuery } from "../../../api-client/roles-queries";
import { useSignedInUserIdQuery } from "../../../api-client/signed-in-user-queries";
import { AllowedAction } from "../../../components/allowed-action";
import { ConfirmDeletionDialog } from "../../../components/confirm-deletion-dialog";
import { EmptyState } from "../../../components/empty-state";
import { PageSection } from "../../../components/page-section";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { TextInput } from "../../../components/text-input";
import { useMemberRights } from "../../../components/use-member-rights";
import { Icon } from "../../../icons/icon";
import { InviteMemberDialog } from "./invite-member-dialog";
import { ProjectAccessDialog } from "./project-access-dialog";
import { MemberList } from "./member-list";
import { CustomRolesSection } from "./custom-roles-section";
import { grantBody, grantChoices } from "./member-states";
import { RolePermissions } from "./role-permissions";
import { useMemberList } from "./use-member-list";

type Pending = { kind: "remove" | "revoke"; member: Member } | null;

/** The tab brings the query cache (the signed-in member's id and rights), as a project's pages do. */
export function MembersSettings() {
  return (
    <QueryScope>
      <MembersTab />
    </QueryScope>
  );
}

function MembersTab() {
  const list = useMemberList();
  const rights = useMemberRights();
  const callerId = useSignedInUserIdQuery().data ?? null;
  const [search, setSearch] = useState("");
  const [isInviting, setIsInviting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [isPendingOpen, setIsPendingOpen] = useState(false);
  const [accessOf, setAccessOf] = useState<Member | null>(null);
  const projects = useProjectsQuery({ enabled: true }).data ?? [];
  const customRolesQuery = useCustomRolesQuery();
  const customRoles = customRolesQuery.data ?? [];
  // How many hold each custom role changes with the members.
  const refetch = () => Promise.all([list.refetch(), customRolesQuery.refetch()]);
  const roleChoices = grantChoices(rights.role, customRoles);
  const choiceLabel = (value: string) => roleChoices.find((choice) => choice.value === value)?.label ?? value;
  const { state } = list;
  const page = state.params.page ?? 1;
  const pages = Math.max(1, Math.ceil(state.total / MEMBERS_PER_PAGE_DEFAULT));
  const who = (member: Member) => member.name ?? member.email ?? "this member";

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.error(toApiError(error).message);
    }
    await refetch();
  };

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void list.fetch({ ...(search.trim() ? { q: search.trim() } : {}), page: 1 });
  };

  const inviteButton = (
    <AllowedAction reason={rights.reason(["member", "invite"])}>
      <Button variant="contained" startIcon={<Icon icon="tabler:user-plus" fontSize="1.125rem" />} onClick={() => setIsInviting(true)}>
        Invite member
      </Button>
    </AllowedAction>
  );

  let content;
  if (list.error !== null && state.data.length === 0) content = <ServiceErrorAlert title="The members could not be loaded" message={list.error} onRetry={() => void list.refetch()} />;
  else if (list.isLoading && state.data.length === 0) content = <LinearProgress aria-label="Loading members" />;
  else if (state.data.length === 0) content = <EmptyState icon="tabler:users" title="No one matches" description={`Nobody's name or e-mail contains "${state.params.q ?? ""}".`} />;
  else {
    content = (
      <MemberList
        members={state.data}
        callerRole={rights.role}
        roleChoices={roleChoices}
        callerId={callerId}
        can={{ update: rights.can(["member", "update"]), remove: rights.can(["member", "remove"]), invite: rights.can(["member", "invite"]) }}
        actions={{
          changeRole: (member, value) => void act(() => updateMember(member.id, grantBody(value)), `${who(member)} is now ${value.startsWith("custom:") ? choiceLabel(value) : choiceLabel(value).toLowerCase()}`),
          remove: (member) => {
            setPending({ kind: "remove", member });
            setIsPendingOpen(true);
          },
          resend: (member) => void act(() => resendInvitation(member.id), `Invitation sent again to ${member.email ?? ""}`),
          revoke: (member) => {
            setPending({ kind: "revoke", member });
            setIsPendingOpen(true);
          },
          changeProjects: setAccessOf,
        }}
      />
    );
  }

  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <PageSection title="Members" description="Everyone in your organisation, and the invitations not yet accepted. An invitation expires after a week unless it is sent again.">
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center", justifyContent: "space-between" }}>
          <Box component="form" role="search" onSubmit={find} sx={{ display: "flex", gap: 1, alignItems: "center" }}>
            <TextInput label="Search members" placeholder="Name or e-mail" size="small" value={search} onChange={(event) => setSearch(event.target.value)} />
            <Button type="submit" variant="outlined">
              Search
            </Button>
          </Box>
          {inviteButton}
        </Box>
        {list.isLoading && state.data.length > 0 ? <LinearProgress aria-label="Loading members" /> : null}
        {content}
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {state.total === 1 ? "1 member or invitation" : `${state.total} members and invitations`}
          </Typography>
          {pages > 1 ? (
            <Pagination aria-label="Member pages" count={pages} page={page} onChange={(_event, next) => void list.fetch({ ...state.params, page: next })} />
          ) : null}
        </Box>
      </PageSection>
      <PageSection title="Custom roles" description="Named sets of rights, each within one role. Grant them as you grant a role; a change applies to everyone who holds it.">
        <CustomRolesSection rights={rights} />
      </PageSection>
      <PageSection title="Roles" description="What each role may do. The same table decides what the service allows.">
        <RolePermissions />
      </PageSection>
      <InviteMemberDialog
        open={isInviting}
        roles={roleChoices}
        onClose={() => setIsInviting(false)}
        onInvited={(member) => {
          toast.success(`Invitation sent to ${member.email ?? ""}`);
          void refetch();
        }}
      />
      {accessOf === null ? null : (
        <ProjectAccessDialog
          key={accessOf.id}
          member={accessOf}
          projects={projects}
          onClose={() => setAccessOf(null)}
          onSaved={(member) => {
            toast.success(member.projects === null ? `${who(member)} reaches every project` : `${who(member)} reaches ${member.projects.length} ${member.projects.length === 1 ? "project" : "projects"}`);
            setAccessOf(null);
            void list.refetch();
          }}
        />
      )}
      <ConfirmDeletionDialog
        open={isPendingOpen}
        title={pending?.kind === "revoke" ? "Revoke invitation" : "Remove member"}
        description={
          pending?.kind === "revoke"
            ? `${pending.member.email ?? "The invitee"} will not be able to join with this invitation.`
            : `${pending ? who(pending.member) : "This member"} will lose access to the organisation. The API keys they made are revoked with them: programs using those keys will be refused from now on.`
        }
        confirmLabel={pending?.kind === "revoke" ? "Revoke invitation" : "Remove member"}
        onConfirm={async () => {
          if (pending === null) return;
          if (pending.kind === "revoke") await revokeInvitation(pending.member.id);
          else await removeMember(pending.member.id);
          toast.success(pending.kind === "revoke" ? `Invitation of ${pending.member.email ?? ""} revoked` : `${who(pending.member)} removed`);
          await refetch();
        }}
        onClose={() => setIsPendingOpen(false)}
      />
    </Box>
  );
}
