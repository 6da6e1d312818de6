/** The certificates feature as the router, the areas and other features see it. */
export { useCourseCertificateId } from './api/certificates';
export { CertificateLinks } from './components/certificate-links';
export { MyCertificates } from './components/my-certificates';
export { AdminCertificatesPage } from './pages/admin-certificates-page';
export { CertificateVerifyPage } from './pages/verify-page';
