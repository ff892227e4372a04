// Where the local image-upload stand-in listens, on the dev and preview servers (see local-upload-plugin.ts).
export const LOCAL_UPLOAD_PATH = '/__local-upload/image/upload';
