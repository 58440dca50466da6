export {
  readUiChunks,
  stopAtFirstText,
  streamedText,
  textDeltaCount,
  uiChunkReader,
} from "./ui-stream";
