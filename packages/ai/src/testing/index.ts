export { readUiChunks, stopAtFirstText, streamedText, uiChunkReader } from "./ui-stream";
