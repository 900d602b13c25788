// The language of request cells: the lines before the request (comments,
// `# @name x`, `@x = value`), the request line (method, path) and a JSON body.
// The header is read by request-layout.ts, not by a grammar: a cell is short
// and read whole at each change. The body is parsed by @codemirror/lang-json's
// parser and mounted in the tree, so that it is coloured, indented, bracket
// matched and closed as JSON. `{{references}}` are marked wherever they stand.
import { jsonLanguage } from "@codemirror/lang-json";
import { defineLanguageFacet, Language, LanguageSupport, languageDataProp } from "@codemirror/language";
import { Decoration, MatchDecorator, ViewPlugin, type DecorationSet, type EditorView, type ViewUpdate } from "@codemirror/view";
import { MountedTree, NodeProp, NodeSet, NodeType, Parser, Tree, type Input, type PartialParse, type TreeFragment } from "@lezer/common";
import { styleTags, tags } from "@lezer/highlight";
import { maskReferences, readRequestLayout, type HeaderLine } from "./request-layout";

const languageData = defineLanguageFacet({ commentTokens: { line: "#" } });

const NODE_NAMES = ["RequestCell", "Comment", "NameMark", "CellName", "VariableName", "DefinitionOperator", "VariableValue", "Method", "Path", "Body"] as const;
type NodeName = (typeof NODE_NAMES)[number];

const nodeSet = new NodeSet(
  NODE_NAMES.map((name, id) => NodeType.define({ id, name, top: id === 0, props: id === 0 ? [[languageDataProp, languageData]] : [] })),
).extend(
  styleTags({
    Comment: tags.lineComment,
    NameMark: tags.meta,
    CellName: tags.definition(tags.labelName),
    VariableName: tags.definition(tags.variableName),
    DefinitionOperator: tags.definitionOperator,
    VariableValue: tags.string,
    Method: tags.keyword,
    Path: tags.url,
  }),
);

const typeOf = (name: NodeName): NodeType => nodeSet.types[NODE_NAMES.indexOf(name)] as NodeType;
const jsonParser = jsonLanguage.parser;

interface Token {
  name: NodeName;
  from: number;
  to: number;
}

function headerTokens(line: HeaderLine): Token[] {
  if (line.kind === "comment") return [{ name: "Comment", from: line.from, to: line.to }];
  if (line.kind === "name") return [{ name: "NameMark", ...line.mark }, { name: "CellName", ...line.name }];
  const tokens: Token[] = [
    { name: "VariableName", ...line.name },
    { name: "DefinitionOperator", ...line.equals },
  ];
  return line.value ? [...tokens, { name: "VariableValue", ...line.value }] : tokens;
}

function buildTree(text: string): Tree {
  const layout = readRequestLayout(text);
  const tokens = layout.header.flatMap(headerTokens);
  if (layout.request) {
    tokens.push({ name: "Method", from: layout.request.method.from, to: layout.request.method.to });
    if (layout.request.path) tokens.push({ name: "Path", from: layout.request.path.from, to: layout.request.path.to });
  }
  const children: Tree[] = tokens.map((token) => new Tree(typeOf(token.name), [], [], token.to - token.from));
  const positions = tokens.map((token) => token.from);
  const body = layout.body;
  if (body && body.to > body.from) {
    const json = jsonParser.parse(maskReferences(text.slice(body.from, body.to)));
    children.push(new Tree(typeOf("Body"), [], [], body.to - body.from, [[NodeProp.mounted, new MountedTree(json, null, jsonParser)]]));
    positions.push(body.from);
  }
  return new Tree(typeOf("RequestCell"), children, positions, text.length);
}

/** Reads the whole cell at once: a cell is a few dozen lines at most. */
class WholeCellParse implements PartialParse {
  parsedPos: number;
  readonly stoppedAt = null;
  constructor(
    private readonly input: Input,
    private readonly from: number,
    private readonly to: number,
  ) {
    this.parsedPos = from;
  }
  advance(): Tree {
    this.parsedPos = this.to;
    return buildTree(this.input.read(this.from, this.to));
  }
  stopAt() {}
}

/**
 * Lezer's Parser with this cell's createParse. Made from the prototype, not by
 * `extends`: the console's Babel targets compile our classes to functions,
 * which cannot call the library's native class constructor ("Class
 * constructor cannot be invoked without 'new'" in the browser, not in Jest).
 */
const requestCellParser: Parser = Object.assign(Object.create(Parser.prototype) as Parser, {
  createParse(input: Input, _fragments: readonly TreeFragment[], ranges: readonly { from: number; to: number }[]): PartialParse {
    return new WholeCellParse(input, ranges[0]?.from ?? 0, ranges[ranges.length - 1]?.to ?? input.length);
  },
});

export const requestCellLanguage = new Language(languageData, requestCellParser, [], "notebook-request");

const referenceMatcher = new MatchDecorator({ regexp: /\{\{[^{}\n]*\}\}/g, decoration: Decoration.mark({ class: "cm-notebook-reference" }) });

/** Marks each `{{reference}}` (class cm-notebook-reference), in the path, a variable's value or the body. */
export const referenceHighlighter = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = referenceMatcher.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = referenceMatcher.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

export function requestLanguage(): LanguageSupport {
  return new LanguageSupport(requestCellLanguage, [referenceHighlighter]);
}
