// deploy/compose.yaml and deploy/compose.citus.yaml held to what they promise:
// two replicas of the image with the same settings (the secrets above all),
// every variable one that server/config.ts reads, each replica its own
// DATA_DIR and the uploads shared, nginx in front of both (REST on 8080,
// Qdrant's gRPC on 6334 over HTTP/2), a healthcheck on every service that
// stays up. Docker is not on the test machines: the files are read, not run.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { loadConfig } from "../../server/config";

const ROOT = path.resolve(__dirname, "../..");
const DEPLOY = path.join(ROOT, "deploy");
const COMPOSE_FILES = ["compose.yaml", "compose.citus.yaml"] as const;

/** The settings both replicas must share: tokens one signs the other verifies, secrets one seals the other opens, one database. */
const SHARED_SECRETS = ["IDENTITY_SECRET_KEY", "PUBLIC_URL", "DATABASE_URL", "METRICS_TOKEN", "SMTP_URL"] as const;

interface ComposeService {
  build?: { context: string; dockerfile?: string; dockerfile_inline?: string };
  image?: string;
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  expose?: string[];
  ports?: string[];
  healthcheck?: { test?: string[]; disable?: boolean };
  command?: string[];
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}

function readCompose(file: string): ComposeFile {
  // Compose reads YAML 1.1's merge keys (<<: *vdb); yaml's 1.2 default does not without `merge`.
  return YAML.parse(fs.readFileSync(path.join(DEPLOY, file), "utf8"), { merge: true }) as ComposeFile;
}

/** The variables server/config.ts reads: the keys of its environment schema. */
function configVariables(): Set<string> {
  const source = fs.readFileSync(path.join(ROOT, "server/config.ts"), "utf8");
  const schema = source.slice(source.indexOf("const envSchema"), source.indexOf(".superRefine("));
  return new Set([...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] as string));
}

/** ${NAME:?message}, ${NAME:-default} or a plain value, as Compose substitutes it from the shell's environment. */
function substitute(value: string, shell: Record<string, string>): string {
  return value.replace(/\$\{([A-Z_]+)(?::([?-])([^}]*))?\}/g, (_whole, name: string, kind?: string, rest?: string) => {
    if (shell[name]) return shell[name];
    if (kind === "?") throw new Error(`${name} is required: ${rest}`);
    return kind === "-" ? (rest ?? "") : "";
  });
}

/** The gRPC port the image's replicas listen on: the Dockerfile's GRPC_PORT. */
function imageGrpcPort(): string {
  const port = /^\s*GRPC_PORT=(\d+)/m.exec(fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8"))?.[1];
  if (!port) throw new Error("the Dockerfile sets no GRPC_PORT");
  return port;
}

const replicasOf = (compose: ComposeFile) => Object.entries(compose.services).filter(([, service]) => service.build?.dockerfile === "Dockerfile");

describe.each(COMPOSE_FILES)("deploy/%s", (file) => {
  const compose = readCompose(file);
  const replicas = replicasOf(compose);

  it("runs two replicas of the service's image, on the pgvector engine", () => {
    expect(replicas.map(([name, service]) => [name, service.build?.context, service.image, service.environment?.VECTOR_ENGINE])).toEqual([
      ["vdb-1", "..", "vector-database-cloud:latest", "pgvector"],
      ["vdb-2", "..", "vector-database-cloud:latest", "pgvector"],
    ]);
  });

  it("gives both replicas the same settings, the secrets among them, required where the service cannot make them up", () => {
    const [[, first], [, second]] = replicas as [[string, ComposeService], [string, ComposeService]];
    expect(second.environment).toEqual(first.environment);
    for (const name of SHARED_SECRETS) expect([name, first.environment?.[name]]).toEqual([name, expect.any(String)]);
    expect(first.environment?.IDENTITY_SECRET_KEY).toMatch(/^\$\{IDENTITY_SECRET_KEY:\?/);
    expect(first.environment?.DATABASE_URL).toMatch(/\$\{POSTGRES_PASSWORD:\?/);
  });

  it("names only variables that server/config.ts reads, and the service accepts them as the shell would fill them in", () => {
    const known = configVariables();
    expect(known.size).toBeGreaterThan(20);
    for (const [name, service] of replicas) {
      expect([name, Object.keys(service.environment ?? {}).filter((variable) => !known.has(variable))]).toEqual([name, []]);
      const shell = { POSTGRES_PASSWORD: "secret", IDENTITY_SECRET_KEY: randomBytes(32).toString("hex"), METRICS_TOKEN: randomBytes(24).toString("hex") };
      const environment = Object.fromEntries(Object.entries(service.environment ?? {}).map(([variable, value]) => [variable, substitute(value, shell)]));
      expect(loadConfig(environment)).toMatchObject({ vectorEngine: "pgvector", trustProxy: 1, identity: { secretKey: shell.IDENTITY_SECRET_KEY }, metricsToken: shell.METRICS_TOKEN });
    }
  });

  it("points each replica's DATABASE_URL at a database service of the file, which it waits for", () => {
    for (const [name, service] of replicas) {
      const host = new URL(substitute(service.environment?.DATABASE_URL ?? "", { POSTGRES_PASSWORD: "secret" })).hostname;
      expect([name, compose.services[host]?.healthcheck?.test?.join(" ")]).toEqual([name, expect.stringContaining("pg_isready")]);
      const waitsFor = Object.keys(service.depends_on ?? {});
      expect([name, waitsFor.includes(host) || waitsFor.includes("citus-setup")]).toEqual([name, true]);
    }
  });

  it("keeps a DATA_DIR per replica and shares the uploads folder, as an import may run on either", () => {
    const mounts = replicas.map(([, service]) => Object.fromEntries((service.volumes ?? []).map((volume) => volume.split(":").reverse())));
    expect(mounts).toEqual([
      { "/var/lib/vdb": "vdb-1-data", "/var/lib/vdb/uploads": "uploads" },
      { "/var/lib/vdb": "vdb-2-data", "/var/lib/vdb/uploads": "uploads" },
    ]);
    for (const volume of ["vdb-1-data", "vdb-2-data", "uploads"]) expect(Object.keys(compose.volumes)).toContain(volume);
  });

  it("puts nginx in front of both replicas, REST on 8080 and Qdrant's gRPC on 6334, with deploy/nginx.conf", () => {
    const proxy = compose.services.proxy;
    expect([proxy?.image, proxy?.ports, proxy?.volumes]).toEqual([expect.stringMatching(/^nginx:/), ["${VDB_PORT:-8080}:8080", "6334:6334"], ["./nginx.conf:/etc/nginx/nginx.conf:ro"]]);
    expect(Object.keys(proxy?.depends_on ?? {})).toEqual(replicas.map(([name]) => name));
  });

  it("opens each replica's REST port and the image's GRPC_PORT to nginx, and leaves GRPC_PORT as the image sets it", () => {
    for (const [name, service] of replicas) {
      expect([name, service.expose]).toEqual([name, ["8080", imageGrpcPort()]]);
      expect([name, service.environment?.GRPC_PORT]).toEqual([name, undefined]);
    }
  });

  it("has a healthcheck on every service that stays up", () => {
    const longRunning = Object.entries(compose.services).filter(([, service]) => service.restart !== "no");
    expect(longRunning.filter(([, service]) => !service.healthcheck?.test?.length).map(([name]) => name)).toEqual([]);
    for (const [name, service] of replicas) expect([name, service.healthcheck?.test?.join(" ")]).toEqual([name, expect.stringContaining("http://127.0.0.1:8080/readyz")]);
  });
});

/** The `server { }` block that listens on this port, its nested blocks included. */
function serverBlock(conf: string, port: string): string {
  for (const start of conf.matchAll(/^\s*server \{/gm)) {
    let depth = 0;
    for (let at = start.index + start[0].length - 1; at < conf.length; at++) {
      if (conf[at] === "{") depth++;
      if (conf[at] === "}" && --depth === 0) {
        const block = conf.slice(start.index, at + 1);
        if (new RegExp(`^\\s*listen ${port};`, "m").test(block)) return block;
        break;
      }
    }
  }
  throw new Error(`deploy/nginx.conf has no server listening on ${port}`);
}

describe("deploy/nginx.conf", () => {
  const conf = fs.readFileSync(path.join(DEPLOY, "nginx.conf"), "utf8");
  const upstreams = new Map([...conf.matchAll(/upstream (\w+) \{([^}]*)\}/g)].map((match) => [match[1] as string, [...(match[2] as string).matchAll(/^\s*server ([\w.-]+:\d+)/gm)].map((server) => server[1])]));
  const replicaNames = replicasOf(readCompose("compose.yaml")).map(([name]) => name);
  const targetsOf = (pattern: RegExp) => [...conf.matchAll(pattern)].map((match) => match[1] as string);

  it("sends every REST request to an upstream of both replicas' PORT, and every gRPC call to one of both replicas' GRPC_PORT", () => {
    const restTargets = targetsOf(/proxy_pass http:\/\/(\w+);/g);
    const grpcTargets = targetsOf(/grpc_pass grpc:\/\/(\w+);/g);
    expect(restTargets.length).toBeGreaterThan(0);
    expect(grpcTargets).toHaveLength(1);
    for (const target of restTargets) expect([target, upstreams.get(target)]).toEqual([target, replicaNames.map((name) => `${name}:8080`)]);
    for (const target of grpcTargets) expect([target, upstreams.get(target)]).toEqual([target, replicaNames.map((name) => `${name}:${imageGrpcPort()}`)]);
    expect([...upstreams.keys()].sort()).toEqual([...new Set([...restTargets, ...grpcTargets])].sort());
    expect(serverBlock(conf, "8080")).toMatch(/location \/ \{\s*proxy_pass http:\/\/vdb;/);
  });

  it("listens on every port the compose files publish, and passes the REST client's address on (TRUST_PROXY=1)", () => {
    for (const file of COMPOSE_FILES) {
      for (const published of readCompose(file).services.proxy?.ports ?? []) serverBlock(conf, published.split(":").at(-1) ?? "");
    }
    expect(serverBlock(conf, "8080")).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
  });

  it("passes gRPC on 6334 as HTTP/2, headers (api-key, authorization) unchanged, messages of any size, calls as long as REST's", () => {
    const grpc = serverBlock(conf, "6334");
    expect(grpc).toMatch(/^\s*http2 on;/m);
    expect(grpc).toMatch(/location \/ \{\s*grpc_pass grpc:\/\/\w+;\s*\}/);
    // nginx passes every request header unless told otherwise: nothing here rewrites one.
    expect(grpc).not.toMatch(/grpc_set_header|grpc_hide_header|underscores_in_headers|ignore_invalid_headers/);
    // The service enforces its own limits (a call's REST body, 32 MB); REST's server sets none either.
    expect(grpc).toMatch(/^\s*client_max_body_size 0;/m);
    expect(serverBlock(conf, "8080")).toMatch(/^\s*client_max_body_size 0;/m);
    expect(grpc).toMatch(/^\s*grpc_read_timeout 300s;/m);
    expect(grpc).toMatch(/^\s*grpc_send_timeout 300s;/m);
    expect(serverBlock(conf, "8080")).toMatch(/^\s*proxy_read_timeout 300s;/m);
    // nginx's default of 1,000 closes a busy client's connection under its calls in flight (REFUSED_STREAM).
    expect(grpc).toMatch(/^\s*keepalive_requests \d{6,};/m);
  });
});

describe("deploy/compose.citus.yaml's nodes", () => {
  const compose = readCompose("compose.citus.yaml");

  it("runs a coordinator and two workers of citusdata/citus with pgvector added, which the image lacks", () => {
    const nodes = ["coordinator", "worker-1", "worker-2"].map((name) => compose.services[name]?.build?.dockerfile_inline ?? "");
    for (const inline of nodes) expect(inline).toMatch(/^FROM citusdata\/citus:[\d.]+\n[\s\S]*postgresql-\$\$\{PG_MAJOR\}-pgvector/);
    expect(compose.services["citus-setup"]?.command?.toString()).toEqual(expect.stringContaining("citus_add_node('worker-2', 5432)"));
  });
});
