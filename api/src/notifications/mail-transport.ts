import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app.config';
import { safeHeaderText } from './header-text';

/** One email as the templates build it; every header value passes safeHeaderText. */
export interface OutgoingMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** Without one, the team's inbox (mail.replyTo). */
  replyTo?: string;
  /** Stable per event: a retry after an unknown outcome carries the same Message-ID. */
  messageId: string;
  headers?: Record<string, string>;
}

/** SMTP through nodemailer, every wait bounded (connection, greeting, socket). */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter?: Transporter;

  constructor(private readonly config: AppConfig) {
    const { smtpUrl, smtpPassword, timeoutMs } = config.mail;
    if (!smtpUrl) return;
    const url = new URL(smtpUrl);
    this.transporter = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: smtpPassword ?? '' }
        : undefined,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
      // Local catchers speak plain SMTP; a real server offering STARTTLS gets it.
      ignoreTLS: url.hostname === '127.0.0.1' || url.hostname === 'localhost',
    });
  }

  get configured(): boolean {
    return this.transporter !== undefined;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transporter) throw new Error('SMTP_URL is not set: mail cannot be sent');
    await this.transporter.sendMail({
      from: this.config.mail.from,
      to: mail.to,
      replyTo: mail.replyTo ?? this.config.mail.replyTo,
      subject: safeHeaderText(mail.subject),
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      headers: mail.headers,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  onModuleDestroy(): void {
    try {
      this.transporter?.close();
    } catch (error) {
      this.logger.warn(`Closing the SMTP transport failed: ${String(error)}`);
    }
  }
}
