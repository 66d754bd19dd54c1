import { FileField, type FileFieldProps } from './file-field';

/** A picture input: the one file picker (FileField) for images, with its preview. */
export function ImageField(props: Omit<FileFieldProps, 'kind' | 'currentName'>) {
  return <FileField {...props} kind="image" />;
}
