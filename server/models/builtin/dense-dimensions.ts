// The lengths of the dense built-in models' vectors, known to the main
// thread without loading the models (use-lite.ts pulls in TensorFlow.js,
// which only the workers need).
export const USE_LITE_DIMENSIONS = 512;
export const GLOVE_DIMENSIONS = 100;
