// The owner's first organisation, with its default project and the owner's
// membership, created once per user. A repeat, or a concurrent, call finds the
// same organisation: organisations.owner_sub is unique, and the insert that
// loses the race does nothing (ON CONFLICT) and reads the winner's rows. An
// invitee is no owner: their invitation is accepted instead (409).
import { and, asc, eq, ne } from "drizzle-orm";
import { acceptInvitation } from "../access/accept-invitation";
import { memberNameOf } from "../access/member-name";
import type { SignedInUser } from "../access/token-verifier";
import type { Database } from "../db/client";
import { memberships, organisations, projects, type Organisation, type Project } from "../db/schema";
import { AppError } from "../errors";
import { defaultOrganisationName } from "./default-organisation-name";

export const DEFAULT_PROJECT_NAME = "Default project";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface RegisteredOwner {
  /** False when the organisation already existed (its name is then left as it was). */
  isNew: boolean;
  organisation: Organisation;
  project: Project;
}

export const ALREADY_A_MEMBER_MESSAGE = "You are a member of an organisation already, by invitation: there is no organisation of your own to register.";

/** `region`: where the default project is made, the first of the REGIONS setting. */
export async function registerOwner(db: Database, user: SignedInUser, options: RegisterOptions = {}): Promise<RegisteredOwner> {
  await assertNoOtherOrganisation(db, user);
  return createOwnOrganisation(db, user, options);
}

export interface RegisterOptions {
  organisationName?: string;
  region?: string;
}

/**
 * An invitee signing in for the first time joins the organisation that invited them, rather than making their own
 * (409). Committed apart from the registration, which the audit trail records in a transaction of its own.
 */
export async function assertNoOtherOrganisation(db: Database, user: SignedInUser): Promise<void> {
  await acceptInvitation(db, user);
  const [joined] = await db
    .select({ organisationId: memberships.organisationId })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(and(eq(memberships.userSub, user.sub), ne(organisations.ownerSub, user.sub)))
    .limit(1);
  const [owned] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.ownerSub, user.sub));
  if (joined && !owned) throw new AppError("conflict", ALREADY_A_MEMBER_MESSAGE);
}

/** The owner's organisation with its default project and their membership, once: a repeat finds them. */
export async function createOwnOrganisation(db: Database, user: SignedInUser, { organisationName, region }: RegisterOptions = {}): Promise<RegisteredOwner> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(organisations)
      .values({ name: organisationName ?? defaultOrganisationName(user), ownerSub: user.sub })
      .onConflictDoNothing({ target: organisations.ownerSub })
      .returning();
    if (created) {
      const project = await insertDefaultProject(tx, created.id, region);
      await tx.insert(memberships).values({ organisationId: created.id, userSub: user.sub, role: "owner", email: user.email.toLowerCase() || null, name: memberNameOf(user) });
      return { isNew: true, organisation: created, project };
    }
    const [organisation] = await tx.select().from(organisations).where(eq(organisations.ownerSub, user.sub));
    if (!organisation) throw new Error(`registerOwner: no organisation for ${user.sub} after a conflict on its owner`);
    return { isNew: false, organisation, project: await findFirstProject(tx, organisation.id, region) };
  });
}

/** The organisation's oldest project; an organisation left with none gets a new default project. */
async function findFirstProject(tx: Transaction, organisationId: string, region: string | undefined): Promise<Project> {
  const [first] = await tx.select().from(projects).where(eq(projects.organisationId, organisationId)).orderBy(asc(projects.createdAt), asc(projects.id)).limit(1);
  return first ?? insertDefaultProject(tx, organisationId, region);
}

async function insertDefaultProject(tx: Transaction, organisationId: string, region: string | undefined): Promise<Project> {
  const [project] = await tx.insert(projects).values({ organisationId, name: DEFAULT_PROJECT_NAME, region }).returning();
  if (!project) throw new Error("registerOwner: the default project was not inserted");
  return project;
}
