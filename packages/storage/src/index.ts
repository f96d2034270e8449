export { assertStorageKey, type FileStorage, type StoredObject } from './file-storage.js';
export { LocalFolderStorage } from './local-folder-storage.js';
export { ArchiveRefused, assertSafeArchive, type ArchiveLimits } from './archive-guard.js';
