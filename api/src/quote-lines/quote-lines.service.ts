import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { Types } from 'mongoose';
import {
  lineQuantity,
  matrixShapeError,
  QuoteLineMessages,
  QuoteMessages,
  StyleMessages,
  type QuoteLineInput,
  type QuoteLineRepinned,
  type QuoteLinesDraft,
  type QuoteLinesRequestInput,
  type QuoteRequestInput,
  type AuditChange,
  type ReorderVersionChoice,
  type StyleQuoteLineInput,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { CategoriesService } from '../categories/categories.service';
import { QuoteLinePins } from '../quotes/quote-line-pins';
import { QuotesService, type QuoteLinesRecord } from '../quotes/quotes.service';
import {
  quantitiesOf,
  rowsOf,
  storedLinesOf,
  type StoredQuoteLine,
  type StoredStyleLine,
} from '../quotes/schemas/quote-lines';
import type { QuoteRequestData } from '../quotes/schemas/quote-request.schema';
import { QuoteThreadsService } from '../quote-threads/quote-threads.service';
import type { StyleHeadRecord, StyleVersionRecord } from '../styles/schemas/style-records';
import { StyleStore } from '../styles/style-store';
import { UsersService } from '../users/users.service';

const versionNumberOf = (versionId: string) => Number(versionId.slice(versionId.indexOf(':') + 1));

/** A style line as stored, from the version it pins. */
function styleLineOf(
  version: StyleVersionRecord,
  quantities: number[][],
  targetUnitPrice?: number,
): StoredStyleLine {
  return {
    type: 'style',
    styleId: version.styleId.toHexString(),
    versionId: version._id,
    version: version.version,
    styleNumber: version.content.styleNumber,
    styleName: version.content.name,
    colourways: version.content.colourways.map((colourway) => colourway.name),
    sizes: [...version.content.sizes],
    rows: rowsOf(quantities),
    ...(targetUnitPrice !== undefined ? { targetUnitPrice } : {}),
  };
}

/**
 * A line's quantities on another version's axes: each colourway and size kept by its name, a
 * new one at 0, so a reorder against a version that added a size loses no piece it can place.
 */
function requantified(line: StoredStyleLine, version: StyleVersionRecord): number[][] {
  const quantities = quantitiesOf(line);
  const colourways = version.content.colourways.map((colourway) => colourway.name);
  return colourways.map((colourway) => {
    const row = line.colourways.indexOf(colourway);
    return version.content.sizes.map((size) => {
      const column = line.sizes.indexOf(size);
      return row >= 0 && column >= 0 ? (quantities[row]?.[column] ?? 0) : 0;
    });
  });
}

/** A member's request of lines, its reorder, and the re-pinning of a line to a newer version. */
@Injectable()
export class QuoteLinesService {
  constructor(
    private readonly quotes: QuotesService,
    private readonly pins: QuoteLinePins,
    private readonly styles: StyleStore,
    private readonly categories: CategoriesService,
    private readonly threads: QuoteThreadsService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** The style head when it is the caller's; another member's is a style that is not (404). */
  private async ownHead(styleId: string, caller: AuthPrincipal): Promise<StyleHeadRecord> {
    const head = await this.styles.head(new Types.ObjectId(styleId));
    if (!head || head.ownerUid !== caller.uid)
      throw new NotFoundException(StyleMessages.styleNotFound);
    return head;
  }

  private async versionOf(head: StyleHeadRecord, version: number): Promise<StyleVersionRecord> {
    const record =
      version <= head.latestVersion ? await this.styles.version(head._id, version) : null;
    if (!record) throw new NotFoundException(StyleMessages.versionNotFound);
    return record;
  }

  /** Each style line's pinned version, checked to be one of the caller's styles and its shape. */
  private async pinnedVersions(
    lines: QuoteLineInput[],
    caller: AuthPrincipal,
  ): Promise<Map<number, StyleVersionRecord>> {
    const versions = new Map<number, StyleVersionRecord>();
    const problems: string[] = [];
    for (const [index, line] of lines.entries()) {
      if (line.type === 'quick') {
        if (!(await this.categories.exists(line.categoryKey.trim())))
          problems.push(QuoteLineMessages.categoryInvalid(index + 1));
        continue;
      }
      const head = await this.ownHead(line.styleId, caller);
      const version = await this.versionOf(head, versionNumberOf(line.versionId));
      const shape = matrixShapeError(
        index + 1,
        line.quantities,
        version.content.colourways.length,
        version.content.sizes.length,
      );
      if (shape) problems.push(shape);
      versions.set(index, version);
    }
    if (problems.length > 0) throw new BadRequestException(problems);
    return versions;
  }

  /** POST /quotes/requests: stores the request as `new`, each style line pinned to its version. */
  async create(input: QuoteLinesRequestInput, caller: AuthPrincipal) {
    const versions = await this.pinnedVersions(input.lines, caller);
    const record = caller._id ? await this.users.findById(caller._id) : null;
    const quantity = input.lines.reduce((sum, line) => sum + lineQuantity(line), 0);
    const first = input.lines[0];
    const headline = (line: QuoteLineInput, index: number) => {
      const version = versions.get(index);
      return version
        ? `${version.content.styleNumber} ${version.content.name} (v${version.version}): ${lineQuantity(line)} pcs`
        : `${(line as { description: string }).description.trim()}: ${lineQuantity(line)} pcs`;
    };
    // The fields every request has, so lists, searches, exports and orders read it as before.
    const single: QuoteRequestInput = {
      name: record?.name?.trim() || caller.name?.trim() || caller.email,
      email: caller.email,
      categoryKey:
        first.type === 'quick'
          ? first.categoryKey
          : (versions.get(0)?.content.categoryKey ?? 'unknown'),
      kind: input.kind,
      quantity,
      currency: input.currency,
      deadline: input.neededBy,
      details: input.lines.map(headline).join('\n'),
      attachments: input.lines.flatMap((line) =>
        line.type === 'quick' ? (line.attachments ?? []) : [],
      ),
    };
    const linesOf = (claimed: QuoteRequestData['attachments']): QuoteLinesRecord => ({
      lines: input.lines.map((line, index): StoredQuoteLine => {
        if (line.type === 'style') {
          const version = versions.get(index) as StyleVersionRecord;
          return styleLineOf(version, line.quantities, line.targetUnitPrice);
        }
        const ids = new Set((line.attachments ?? []).map((ref) => ref.id.toLowerCase()));
        return {
          type: 'quick',
          categoryKey: line.categoryKey.trim(),
          description: line.description.trim(),
          quantity: line.quantity,
          attachments: claimed.filter((attachment) => ids.has(attachment.id.toHexString())),
        };
      }),
      destination: {
        country: input.destination.country,
        port: input.destination.port.trim(),
      },
      incoterm: input.incoterm,
    });
    return this.quotes.create(single, caller.uid, { linesOf });
  }

  /** The request when the caller owns it; anyone else is told it does not exist. */
  async owned(id: Types.ObjectId, caller: AuthPrincipal): Promise<QuoteRequestData> {
    const quote = await this.quotes.findById(id);
    if (!quote || quote.ownerUid === undefined || quote.ownerUid !== caller.uid)
      throw new NotFoundException(QuoteMessages.quoteNotFound);
    return quote;
  }

  /** POST /quotes/{id}/reorder: the builder's prefill, pinned or at each style's latest. */
  async reorder(
    id: Types.ObjectId,
    versions: ReorderVersionChoice,
    caller: AuthPrincipal,
    origin: AuditOrigin,
  ): Promise<QuoteLinesDraft> {
    const quote = await this.owned(id, caller);
    const lines: QuoteLineInput[] = [];
    const changes: AuditChange[] = [{ field: 'versions', to: versions }];
    for (const [index, line] of storedLinesOf(quote).entries()) {
      if (line.type === 'quick') {
        lines.push({
          type: 'quick',
          categoryKey: line.categoryKey,
          description: line.description,
          quantity: line.quantity,
        });
        continue;
      }
      const head = await this.ownHead(line.styleId, caller);
      const version =
        versions === 'latest' && head.latestVersion !== line.version
          ? await this.versionOf(head, head.latestVersion)
          : undefined;
      const draft: StyleQuoteLineInput = {
        type: 'style',
        styleId: line.styleId,
        versionId: version ? version._id : line.versionId,
        quantities: version ? requantified(line, version) : quantitiesOf(line),
        ...(line.targetUnitPrice !== undefined ? { targetUnitPrice: line.targetUnitPrice } : {}),
      };
      lines.push(draft);
      changes.push({
        field: `line ${index + 1}`,
        from: `${line.styleNumber} v${line.version}`,
        to: `${line.styleNumber} v${version ? version.version : line.version}`,
      });
    }
    await this.audit.record(origin, {
      action: 'quote.reordered',
      target: { type: 'quote', id: quote._id.toHexString(), label: quote.reference },
      changes,
    });
    return {
      kind: quote.kind,
      lines,
      ...(quote.destination
        ? { destination: { country: quote.destination.country, port: quote.destination.port } }
        : {}),
      ...(quote.incoterm ? { incoterm: quote.incoterm } : {}),
      ...(quote.currency ? { currency: quote.currency } : {}),
    };
  }

  /** The style line `number` (from 1) of a request and its style's latest version. */
  async staleLine(quote: QuoteRequestData, number: number) {
    const line = storedLinesOf(quote)[number - 1];
    if (!line) throw new NotFoundException(QuoteLineMessages.lineNotFound);
    if (line.type !== 'style') throw new ConflictException(QuoteLineMessages.lineNotStyle);
    const head = await this.styles.head(new Types.ObjectId(line.styleId));
    if (!head) throw new NotFoundException(StyleMessages.styleNotFound);
    if (head.latestVersion <= line.version)
      throw new ConflictException(QuoteLineMessages.lineUpToDate);
    return { line, head };
  }

  /** POST /quotes/{id}/lines/{line}/repin-request: the team asks in the thread; nothing changes. */
  async askToRepin(
    quote: QuoteRequestData,
    number: number,
    { line, head }: { line: StoredStyleLine; head: StyleHeadRecord },
  ): Promise<QuoteLineRepinned> {
    await this.threads.postNotice(
      quote,
      QuoteLineMessages.repinAsked(number, line.version, head.latestVersion),
    );
    return { line: number, from: line.version, to: head.latestVersion };
  }

  /** POST /quotes/{id}/lines/{line}/repin: the buyer moves the line to the latest version. */
  async repin(
    id: Types.ObjectId,
    number: number,
    caller: AuthPrincipal,
    origin: AuditOrigin,
  ): Promise<QuoteLineRepinned> {
    const quote = await this.owned(id, caller);
    const { line, head } = await this.staleLine(quote, number);
    const version = await this.versionOf(head, head.latestVersion);
    await this.audit.record(origin, {
      action: 'quote.line_repinned',
      target: { type: 'quote', id: quote._id.toHexString(), label: quote.reference },
      changes: [
        {
          field: `line ${number}`,
          from: `${line.styleNumber} v${line.version}`,
          to: `${version.content.styleNumber} v${version.version}`,
        },
      ],
    });
    const repinned = styleLineOf(version, requantified(line, version), line.targetUnitPrice);
    const moved = await this.pins.replaceLine(quote, number - 1, line.versionId, repinned, {
      line: number,
      fromVersion: line.version,
      toVersion: version.version,
    });
    if (!moved) throw new ConflictException(QuoteLineMessages.lineUpToDate);
    await this.threads.postNotice(
      quote,
      QuoteLineMessages.repinned(number, line.version, version.version),
    );
    return { line: number, from: line.version, to: version.version };
  }
}
