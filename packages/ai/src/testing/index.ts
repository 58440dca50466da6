export { readUiChunks, stopAtFirstText, streamedText } from "./ui-stream";
