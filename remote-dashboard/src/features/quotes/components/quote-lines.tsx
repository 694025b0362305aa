import { useState } from 'react';
import { matrixTotals, type QuoteLine, type QuoteRequest } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { downloadQuoteAttachment } from '../api/download-quote-attachment';
import { downloadTechPack } from '../api/download-tech-pack';
import { useRepinQuoteLine } from '../api/repin-quote-line';
import ui from '../../../components/ui.module.css';
import styles from './quotes.module.css';

export interface QuoteLinesProps {
  quote: QuoteRequest;
  /** The team opens each pinned version's tech pack and asks to re-pin; the buyer re-pins. */
  side: 'team' | 'buyer';
}

const money = (minor: number, currency?: string) =>
  `${(minor / 100).toFixed(2)}${currency ? ` ${currency}` : ''}`;

function LineMatrix({ line }: { line: Extract<QuoteLine, { type: 'style' }> }) {
  const totals = matrixTotals(line.quantities);
  return (
    <div className={styles.linesMatrix}>
      <table>
        <caption className={ui.visuallyHidden}>
          Pieces of {line.styleNumber} by colour and size
        </caption>
        <thead>
          <tr>
            <th scope="col">Colour</th>
            {line.sizes.map((size) => (
              <th scope="col" key={size}>
                {size}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {line.colourways.map((colourway, row) => (
            <tr key={colourway}>
              <th scope="row">{colourway}</th>
              {line.sizes.map((size, column) => (
                <td key={size}>{line.quantities[row]?.[column] ?? 0}</td>
              ))}
              <td>{totals.rows[row]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {totals.columns.map((total, column) => (
              <td key={line.sizes[column] ?? column}>{total}</td>
            ))}
            <td>{totals.total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A request's lines: each style line with the version it pins, each quick line as sent. */
export function QuoteLines({ quote, side }: QuoteLinesProps) {
  const api = useApi();
  const repin = useRepinQuoteLine(side === 'team' ? 'repin-request' : 'repin');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<number[]>([]);
  // A request of one quick line (the public form's, and every one from before lines) is what its
  // facts already say.
  if (quote.lines.length === 1 && quote.lines[0].type === 'quick') return null;
  return (
    <section aria-labelledby="td-quote-lines-heading">
      <h3 id="td-quote-lines-heading" className={styles.subheading}>
        Lines ({quote.lines.length})
      </h3>
      <ol className={styles.lines}>
        {quote.lines.map((line, index) => {
          const number = index + 1;
          if (line.type === 'quick')
            return (
              <li key={number} className={styles.line}>
                <p className={styles.lineTitle}>
                  Line {number}: {line.categoryKey}, {line.quantity} pcs
                  {line.colour ? `, ${line.colour}` : ''}
                </p>
                <p>{line.description}</p>
                {line.attachments.length > 0 ? (
                  <ul className={styles.files} aria-label={`Line ${number} files`}>
                    {line.attachments.map((attachment) => (
                      <li key={attachment.id}>
                        <button
                          type="button"
                          className={ui.buttonGhost}
                          onClick={() =>
                            void downloadQuoteAttachment(api, quote._id, attachment).catch(() =>
                              setProblem(`${attachment.fileName} could not be downloaded.`),
                            )
                          }
                        >
                          Download {attachment.fileName}
                        </button>{' '}
                        <span className={ui.hint}>
                          {attachment.contentType}, {Math.ceil(attachment.size / 1024)} KB
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          return (
            <li key={number} className={styles.line}>
              <p className={styles.lineTitle}>
                Line {number}: {line.styleNumber} {line.styleName}, pinned to v{line.version}
              </p>
              {line.targetUnitPrice !== undefined ? (
                <p>Target unit price: {money(line.targetUnitPrice, quote.currency)}</p>
              ) : null}
              <LineMatrix line={line} />
              {line.newerVersion !== undefined ? (
                <p className={styles.lineNote} role="note">
                  The buyer has saved a newer version since: v{line.newerVersion}.
                </p>
              ) : null}
              <div className={styles.lineActions}>
                {side === 'team' ? (
                  <button
                    type="button"
                    className={ui.button}
                    onClick={() =>
                      void downloadTechPack(
                        api,
                        line.versionId,
                        `${line.styleNumber}-v${line.version}-tech-pack.pdf`,
                      ).catch(() => setProblem('The tech pack could not be downloaded.'))
                    }
                  >
                    Tech pack v{line.version} (PDF)
                  </button>
                ) : null}
                {line.newerVersion !== undefined && !asked.includes(number) ? (
                  <button
                    type="button"
                    className={ui.button}
                    disabled={repin.isPending}
                    onClick={() =>
                      repin.mutate(
                        { quoteId: quote._id, line: number },
                        {
                          onSuccess: () => setAsked((done) => [...done, number]),
                          onError: () => setProblem('That did not go through; try again.'),
                        },
                      )
                    }
                  >
                    {side === 'team'
                      ? `Ask the buyer to re-pin to v${line.newerVersion}`
                      : `Re-pin to v${line.newerVersion}`}
                  </button>
                ) : null}
                {side === 'team' && asked.includes(number) ? (
                  <p role="status">Asked in the conversation.</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {problem ? (
        <p className={ui.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
