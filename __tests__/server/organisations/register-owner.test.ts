import { eq } from "drizzle-orm";
import { DEFAULT_PROJECT_NAME, registerOwner } from "../../../server/organisations/register-owner";
import { memberships, organisations, projects } from "../../../server/db/schema";
import { describeEachStore } from "../support/stores";
import { createTestUsers } from "../support/test-users";

const users = createTestUsers();

describeEachStore("registerOwner", (getStore, { restartStore }) => {
  it("creates the owner's organisation, its default project and the owner's membership", async () => {
    const { user } = users.signIn({ givenName: "Grace" });
    const { isNew, organisation, project } = await registerOwner(getStore().db, user);
    expect(isNew).toBe(true);
    expect(organisation).toMatchObject({ name: "Grace's organisation", ownerSub: user.sub });
    expect(project).toMatchObject({ organisationId: organisation.id, name: DEFAULT_PROJECT_NAME });
    const members = await getStore().db.select().from(memberships).where(eq(memberships.organisationId, organisation.id));
    expect(members).toEqual([expect.objectContaining({ userSub: user.sub, role: "owner" })]);
  });

  it("names the organisation as asked, or after the e-mail when there is no given name", async () => {
    const named = await registerOwner(getStore().db, users.signIn().user, { organisationName: "Analytical Engines" });
    expect(named.organisation.name).toBe("Analytical Engines");
    const fromEmail = await registerOwner(getStore().db, users.signIn({ givenName: undefined, email: "charles@example.com" }).user);
    expect(fromEmail.organisation.name).toBe("charles's organisation");
    const long = await registerOwner(getStore().db, users.signIn({ givenName: "x".repeat(200) }).user);
    expect(long.organisation.name).toHaveLength(100);
  });

  it("returns the same organisation and project on a repeat call, and after a restart", async () => {
    const { user } = users.signIn();
    const first = await registerOwner(getStore().db, user);
    const again = await registerOwner(getStore().db, user, { organisationName: "Another name" });
    expect(again).toEqual({ ...first, isNew: false });
    await restartStore();
    expect(await registerOwner(getStore().db, user)).toEqual({ ...first, isNew: false });
  });

  it("creates one organisation when called many times at once", async () => {
    const { user } = users.signIn();
    const results = await Promise.all(Array.from({ length: 8 }, () => registerOwner(getStore().db, user)));
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect(new Set(results.map((result) => result.organisation.id)).size).toBe(1);
    expect(new Set(results.map((result) => result.project.id)).size).toBe(1);
    const owned = await getStore().db.select().from(organisations).where(eq(organisations.ownerSub, user.sub));
    expect(owned).toHaveLength(1);
    expect(await getStore().db.select().from(projects).where(eq(projects.organisationId, owned[0]?.id ?? ""))).toHaveLength(1);
  });

  it("gives an organisation left without projects a new default project", async () => {
    const { user } = users.signIn();
    const first = await registerOwner(getStore().db, user);
    await getStore().db.delete(projects).where(eq(projects.id, first.project.id));
    const again = await registerOwner(getStore().db, user);
    expect(again.organisation.id).toBe(first.organisation.id);
    expect(again.project).toMatchObject({ organisationId: first.organisation.id, name: DEFAULT_PROJECT_NAME });
    expect(again.project.id).not.toBe(first.project.id);
  });
});
