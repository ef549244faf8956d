/**
 * The local stack's AWS credentials: the emulators accept any, except s3rver, which wants these, and
 * the verifying front of the local bucket (s3-front.ts) accepts only signatures made with them.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
