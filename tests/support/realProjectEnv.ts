/** The lines of a real project's .env, as an operator fills it in: what `npm run deploy` accepts. */
export const REAL_PROJECT_ENV = [
  'VITE_FIREBASE_API_KEY=AIzaSyExampleKeyOfARealProject00000000',
  'VITE_FIREBASE_AUTH_DOMAIN=our-school.firebaseapp.com',
  'VITE_FIREBASE_PROJECT_ID=our-school',
  'VITE_FIREBASE_APP_ID=1:1234:web:abcd',
  'VITE_CLOUDINARY_CLOUD_NAME=ourschool',
  'VITE_CLOUDINARY_UPLOAD_PRESET=school_announcement_upload',
  'VITE_SITE_URL=https://www.our-school.example',
];
