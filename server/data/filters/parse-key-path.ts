// Payload key paths are part of the request contract (contract/qdrant/key-path.ts).
export { parseKeyPath } from "../../../contract/qdrant/key-path";
