// Where the local image-upload stand-in listens, on the dev and preview servers (see local-upload-plugin.ts).
export const LOCAL_UPLOAD_PATH = '/__local-upload/image/upload';
// Where it takes PDFs, as Cloudinary's raw upload endpoint does (src/lib/uploadFile.ts derives it from the image one).
export const LOCAL_RAW_UPLOAD_PATH = '/__local-upload/raw/upload';
