export * from './content-draft';
export { FilesField } from './components/files-field';
export { GalleryField } from './components/gallery-field';
export { WriteupEditor } from './components/writeup-editor';
