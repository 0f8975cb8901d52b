/** @jsxRuntime automatic @jsxImportSource react */
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The frame every message shares. Mail clients keep little of the web: layout is tables and
 * inline styles, widths shrink to the screen (one 600 px column at most), and nothing is
 * loaded from the internet but the store's own product pictures. Light colours are inline;
 * clients that honour `prefers-color-scheme` (Apple Mail, Outlook on the Mac) take the dark
 * ones from the <style> block, and the others invert the light ones themselves, which the
 * `color-scheme` meta allows.
 */

export const colors = {
  page: '#f4f4f5',
  card: '#ffffff',
  text: '#18181b',
  muted: '#52525b',
  line: '#e4e4e7',
  accent: '#1d4ed8',
  onAccent: '#ffffff',
} as const;

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// Class names the dark block overrides; `!important` beats the inline light colours.
const darkStyles = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .m-page { background-color: #09090b !important; }
    .m-card { background-color: #18181b !important; border-color: #3f3f46 !important; }
    .m-text { color: #f4f4f5 !important; }
    .m-muted { color: #a1a1aa !important; }
    .m-line { border-color: #3f3f46 !important; }
    .m-button { background-color: #3b82f6 !important; color: #09090b !important; }
    .m-link { color: #93c5fd !important; }
  }
  @media (max-width: 480px) {
    .m-card { padding: 20px 16px !important; }
  }
`;

export function Layout({
  title,
  preview,
  shopName,
  children,
}: {
  title: string;
  /** The line a mail client shows after the subject in its list. */
  preview: string;
  shopName: string;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: darkStyles }} />
      </head>
      <body
        className="m-page"
        style={{ margin: 0, padding: 0, backgroundColor: colors.page, fontFamily: font }}
      >
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          className="m-page"
          style={{ backgroundColor: colors.page }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 8px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600 }}
                >
                  <tbody>
                    <tr>
                      <td
                        className="m-text"
                        style={{
                          padding: '0 4px 12px',
                          fontSize: 20,
                          fontWeight: 700,
                          color: colors.text,
                        }}
                      >
                        {shopName}
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="m-card"
                        style={{
                          backgroundColor: colors.card,
                          border: `1px solid ${colors.line}`,
                          borderRadius: 8,
                          padding: '28px 24px',
                          color: colors.text,
                          fontSize: 16,
                          lineHeight: '24px',
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <h1
      className="m-text"
      style={{ margin: '0 0 16px', fontSize: 22, lineHeight: '30px', color: colors.text }}
    >
      {children}
    </h1>
  );
}

export function Paragraph({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return (
    <p
      className={muted ? 'm-muted' : 'm-text'}
      style={{
        margin: '0 0 16px',
        color: muted ? colors.muted : colors.text,
        fontSize: muted ? 14 : 16,
        lineHeight: muted ? '20px' : '24px',
      }}
    >
      {children}
    </p>
  );
}

/** A link drawn as a button: a table cell, which every client sizes and colours alike. */
export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '8px 0 20px' }}>
      <tbody>
        <tr>
          <td
            className="m-button"
            style={{ backgroundColor: colors.accent, borderRadius: 6, textAlign: 'center' }}
          >
            <a
              href={href}
              className="m-button"
              style={{
                display: 'inline-block',
                padding: '12px 22px',
                color: colors.onAccent,
                backgroundColor: colors.accent,
                borderRadius: 6,
                fontWeight: 600,
                textDecoration: 'none',
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The address a button leads to, written out for clients that show no buttons. */
export function LinkLine({ href }: { href: string }) {
  return (
    <p
      className="m-muted"
      style={{ margin: '0 0 16px', fontSize: 13, lineHeight: '18px', color: colors.muted }}
    >
      Or open this address:{' '}
      <a href={href} className="m-link" style={{ color: colors.accent, wordBreak: 'break-all' }}>
        {href}
      </a>
    </p>
  );
}

export const cell: CSSProperties = { padding: '8px 0', verticalAlign: 'top' };

/** A whole HTML document: the doctype React does not write, then the markup. */
export function renderDocument(element: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/** What one message is, ready for the outbox. */
export type RenderedMail = { subject: string; html: string; text: string };
