// Qdrant's quantization settings, QuantizationConfig and (for an update)
// QuantizationConfigDiff, and REST's quantization_config, both ways: scalar,
// product, binary and turbo, each with its memory placement, and a diff's
// "Disabled". REST keeps them as given and shows them back, so every field
// crosses, the ones newer than the REST schema's too.
import * as grpc from "@grpc/grpc-js";
import { GrpcError } from "../grpc-status";
import { BINARY_ENCODING, BINARY_QUERY_ENCODING, COMPRESSION_RATIO, MEMORY, TURBO_BITS, float32Of, isMessage, type Message } from "./collection-fields";

interface GrpcQuantizationMethod {
  type?: string;
  quantile?: number;
  always_ram?: boolean;
  memory?: string;
  compression?: string;
  encoding?: string;
  query_encoding?: { setting?: string };
  bits?: string;
}

/** A decoded QuantizationConfig or QuantizationConfigDiff: the oneof's member named in `quantization`. */
export interface GrpcQuantization {
  quantization?: string;
  scalar?: GrpcQuantizationMethod;
  product?: GrpcQuantizationMethod;
  binary?: GrpcQuantizationMethod;
  turboquant?: GrpcQuantizationMethod;
  disabled?: object;
}

/** REST's quantization_config for a QuantizationConfig (or, with `Disabled`, a diff). */
export function restQuantizationOf(config: GrpcQuantization | undefined): Message | "Disabled" | undefined {
  if (config === undefined) return undefined;
  const placement = (method: GrpcQuantizationMethod) => ({ always_ram: method.always_ram, memory: MEMORY.rest(method.memory) });
  switch (config.quantization) {
    case "scalar": {
      const scalar = config.scalar ?? {};
      if (scalar.type !== "Int8") throw invalidArgument("Unknown quantization type");
      return { scalar: { type: "int8", quantile: float32Of(scalar.quantile), ...placement(scalar) } };
    }
    case "product": {
      const product = config.product ?? {};
      return { product: { compression: COMPRESSION_RATIO.rest(product.compression ?? "x4"), ...placement(product) } };
    }
    case "binary": {
      const binary = config.binary ?? {};
      const queryEncoding = binary.query_encoding ? BINARY_QUERY_ENCODING.rest(binary.query_encoding.setting ?? "Default") : undefined;
      return { binary: { ...placement(binary), encoding: BINARY_ENCODING.rest(binary.encoding), query_encoding: queryEncoding } };
    }
    case "turboquant": {
      const turbo = config.turboquant ?? {};
      return { turbo: { ...placement(turbo), bits: TURBO_BITS.rest(turbo.bits) } };
    }
    case "disabled":
      return "Disabled";
    default:
      throw invalidArgument("Quantization type is not specified");
  }
}

/** collections.proto's QuantizationConfig for REST's quantization_config (none for null). */
export function grpcQuantizationOf(config: unknown): Message | undefined {
  if (!isMessage(config)) return undefined;
  const placement = (method: Message) => ({ always_ram: method.always_ram ?? undefined, memory: MEMORY.grpc(method.memory) });
  if (isMessage(config.scalar)) return { scalar: { type: "Int8", quantile: config.scalar.quantile ?? undefined, ...placement(config.scalar) } };
  if (isMessage(config.product)) return { product: { compression: COMPRESSION_RATIO.grpc(config.product.compression), ...placement(config.product) } };
  if (isMessage(config.binary)) {
    const { encoding, query_encoding } = config.binary;
    const queryEncoding = BINARY_QUERY_ENCODING.grpc(query_encoding);
    return { binary: { ...placement(config.binary), encoding: BINARY_ENCODING.grpc(encoding), ...(queryEncoding ? { query_encoding: { setting: queryEncoding } } : {}) } };
  }
  if (isMessage(config.turbo)) return { turboquant: { ...placement(config.turbo), bits: TURBO_BITS.grpc(config.turbo.bits) } };
  return undefined;
}

function invalidArgument(message: string): GrpcError {
  return new GrpcError(grpc.status.INVALID_ARGUMENT, message);
}
