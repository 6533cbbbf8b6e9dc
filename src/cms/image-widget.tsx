// Decap's image widget, with the thumbnail of a photo uploaded in this session. Decap takes a path
// that starts with '/' (every picture of this site: /images/products/...) for a public address and
// shows it as it is, so a photo chosen but not yet published showed as a broken thumbnail until
// the file existed on the site. Asked by its file in the repository (public/images/...), Decap
// hands back the upload it holds in memory (a blob: address), as the previews do
// (src/cms/entry-data.ts, previewImageUrl).
import { useCallback, type ComponentType } from 'react';
import { isDecapLoadingAsset } from './entry-data.ts';

/** An asset as Decap's getAsset returns it: its string is the address to show. */
type Asset = { toString: () => string; path?: string };
export type GetAssetOfField = (path: string, field?: unknown) => Asset;

/** Decap's getAsset, answering a site path with the upload of this session when there is one. */
export function withSessionUploads(getAsset: GetAssetOfField): GetAssetOfField {
  return (path, field) => {
    if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) {
      const upload = getAsset(`public${path}`, field);
      // Decap's blank placeholder while it loads the file: the file's own address shows instead.
      if (!isDecapLoadingAsset(upload) && /^(blob|data):/.test(upload.toString())) return upload;
    }
    return getAsset(path, field);
  };
}

type ControlProps = { getAsset: GetAssetOfField; [prop: string]: unknown };

/** Decap's image control, given the getAsset above (everything else passed on as it is, ref included). */
export function withUploadThumbnails(Control: ComponentType<ControlProps>): ComponentType<ControlProps> {
  function ImageControl(props: ControlProps) {
    const { getAsset } = props;
    const getAssetOrUpload = useCallback<GetAssetOfField>(
      (path, field) => withSessionUploads(getAsset)(path, field),
      [getAsset],
    );
    return <Control {...props} getAsset={getAssetOrUpload} />;
  }
  return ImageControl;
}

/**
 * Decap's widget registry as it is (its type declarations give a widget's control the type of its
 * props, and leave out the schema that registerWidget takes as fourth argument).
 */
export type WidgetRegistry = {
  getWidget: (
    name: string,
  ) => { control: ComponentType<ControlProps>; preview?: unknown; schema?: unknown } | undefined;
  registerWidget: (
    name: string,
    control: ComponentType<ControlProps>,
    preview?: unknown,
    schema?: unknown,
  ) => void;
};

/** Registers Decap's image widget again, its control showing the uploads of this session. */
export function registerImageWidgetWithUploads(cms: WidgetRegistry): void {
  const image = cms.getWidget('image');
  if (!image) throw new Error("Decap's image widget is not registered");
  cms.registerWidget('image', withUploadThumbnails(image.control), image.preview, image.schema);
}
