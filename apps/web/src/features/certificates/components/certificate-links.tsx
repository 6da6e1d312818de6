/** "View certificate" (its public page) and "Download PDF": the completion moment's and a completed course card's. */
import { CERTIFICATE_MSG, certificatePdfPath, verifyPath } from '@cms/contract';
import { Award, Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export function CertificateLinks({
  certificateId,
  size,
  className,
}: {
  certificateId: string;
  size?: ButtonProps['size'];
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button asChild size={size}>
        <Link to={verifyPath(certificateId)}>
          <Award aria-hidden />
          {CERTIFICATE_MSG.viewCertificate}
        </Link>
      </Button>
      <Button asChild size={size} variant="outline">
        <a href={certificatePdfPath(certificateId)} download>
          <Download aria-hidden />
          {CERTIFICATE_MSG.downloadPdf}
        </a>
      </Button>
    </div>
  );
}
