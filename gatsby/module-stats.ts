// Writes public/webpack.modules.json after the browser build: every chunk's
// files and the modules inside it (concatenated modules opened up), so that the
// first-load bench (bench/first-load-js.ts) can name what a route's first load
// is made of. Gatsby's own webpack.stats.json lists chunk groups only.
import fs from "node:fs";
import path from "node:path";
import type { Compiler, StatsModule } from "webpack";

export interface ModuleStatsFile {
  chunks: { id: string; files: string[]; modules: { name: string; size: number }[] }[];
}

const STATS_FILE = "webpack.modules.json";

/** The leaf modules of a stats module: a concatenated module stands for the modules it holds. */
function leafModules(module: StatsModule): { name: string; size: number }[] {
  if (module.modules && module.modules.length > 0) return module.modules.flatMap(leafModules);
  return [{ name: module.name ?? `(${String(module.type)})`, size: module.size ?? 0 }];
}

export class ModuleStatsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("ModuleStatsPlugin", (stats) => {
      const json = stats.toJson({
        all: false,
        ids: true,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        cachedModules: true,
        runtimeModules: true,
        moduleAssets: false,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
      });
      const chunks = (json.chunks ?? []).map((chunk) => ({
        id: String(chunk.id),
        files: [...(chunk.files ?? [])].filter((file) => file.endsWith(".js")),
        modules: (chunk.modules ?? []).flatMap(leafModules),
      }));
      const outputDir = compiler.options.output.path ?? "public";
      const file: ModuleStatsFile = { chunks };
      fs.writeFileSync(path.join(outputDir, STATS_FILE), JSON.stringify(file));
    });
  }
}
