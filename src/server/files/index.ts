export { sendDownload } from "./download";
export {
  type BlobStore,
  createFileStorage,
  createLocalDiskStore,
  type FileMeta,
  type FileStorage,
  InvalidStorageKeyError,
  type StoredFile,
} from "./file-storage";
