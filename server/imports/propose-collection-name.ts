// The name proposed for the collection an import creates: the file's name
// without its extension, the characters a name cannot hold replaced; with
// "-2", "-3"... after it while a collection or alias of the project has it,
// since creating one of a taken name is refused.
const MAX_NAME_LENGTH = 255;

export async function proposeCollectionName(fileName: string | null, isTaken: (name: string) => Promise<boolean>): Promise<string> {
  const base = baseName(fileName);
  for (let suffix = 1; ; suffix += 1) {
    const tail = suffix === 1 ? "" : `-${suffix}`;
    const name = `${base.slice(0, MAX_NAME_LENGTH - tail.length)}${tail}`;
    if (!(await isTaken(name))) return name;
  }
}

function baseName(fileName: string | null): string {
  // eslint-disable-next-line no-control-regex -- control characters are what a name cannot hold
  const base = (fileName ?? "").replace(/\.[^.]*$/, "").replace(/[<>:"/\\|?*%\u0000-\u001f]/g, "-").trim();
  return (base || "imported").slice(0, MAX_NAME_LENGTH);
}
