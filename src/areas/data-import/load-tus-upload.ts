// tus-js-client and the upload calls come in a chunk of their own, loaded by
// the upload step when the page opens (to list the uploads this browser can
// resume), never with another page.
export const loadTusUpload = () => import(/* webpackChunkName: "data-import-upload" */ "../../api-client/tus-upload");

export type TusUploadModule = Awaited<ReturnType<typeof loadTusUpload>>;
