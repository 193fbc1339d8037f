import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../mock-server/analytics/csv.ts';
import { updateAccount } from '../../mock-server/people/accounts.ts';
import { CAMPAIGN, WAIRIMU, fixture } from './analytics-support.ts';
import { changeCampaign } from './campaigns-support.ts';

/** RFC 4180 rows, for reading an export back: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      endCell();
    } else if (ch === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

describe('CSV cells (RFC 4180, no formula injection)', () => {
  it('quotes commas, quotes and line breaks, writes null as an empty cell, and keeps negative numbers as numbers', async () => {
    expect(csvCell('Duka, Fresh')).toBe('"Duka, Fresh"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(toCsv([['a', 1], ['b', null]])).toBe('a,1\r\nb,\r\n');
  });

  it('prefixes text starting with = + - @ (or a tab) with an apostrophe so a spreadsheet never runs it', async () => {
    for (const text of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd']) expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('Mercy Wairimu')).toBe('Mercy Wairimu');
  });
});

describe('GET /campaigns/:id/analytics.csv and /brands/me/analytics.csv', () => {
  it('exports a header and one row per creator, as text/csv, with empty cells where the screen shows "—"', async () => {
    const f = await fixture();
    const res = await f.get(`/campaigns/${CAMPAIGN}/analytics.csv`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sauti-${CAMPAIGN}-analytics.csv"`);
    expect(res.text).not.toContain('—');
    const [header, ...rows] = parseCsv(res.text);
    expect(header!.slice(0, 5)).toEqual(['Creator', 'Contract', 'Impressions (creator-reported)', 'Engagements (creator-reported)', 'Clicks']);
    expect(rows).toHaveLength(2);
    const col = (row: string[], name: string) => row[header!.indexOf(name)];
    const wairimu = rows.find((r) => r[1] === WAIRIMU.contract)!;
    expect([col(wairimu, 'CTR'), col(wairimu, 'Cost per conversion (KES)'), col(wairimu, 'Spend (KES)')]).toEqual(['0.01', '900', '18000']);
    const chebet = rows.find((r) => r[1] !== WAIRIMU.contract)!;
    expect([col(chebet, 'CTR'), col(chebet, 'Cost per conversion (KES)'), col(chebet, 'ROI')]).toEqual(['', '', '-1']);
  });

  it('neutralises a creator name or campaign title written as a formula', async () => {
    const f = await fixture();
    await updateAccount(f.server.ctx, WAIRIMU.creator, { name: '=HYPERLINK("http://evil","x")' });
    await changeCampaign(f.server, CAMPAIGN, { title: '@SUM(1+1)' });
    const [, ...rows] = parseCsv((await f.get(`/campaigns/${CAMPAIGN}/analytics.csv`).expect(200)).text);
    expect(rows.map((r) => r[0])).toContain(`'=HYPERLINK("http://evil","x")`);
    const brand = parseCsv((await f.get('/brands/me/analytics.csv').expect(200)).text);
    expect(brand[0]!.slice(0, 3)).toEqual(['Campaign', 'Status', 'Currency']);
    expect(brand.slice(1).map((r) => r[0])).toContain("'@SUM(1+1)");
  });

  it('follows the JSON\'s access rules', async () => {
    const f = await fixture();
    expect((await f.get(`/campaigns/${CAMPAIGN}/analytics.csv`, f.tokens.admin)).status).toBe(200);
    expect((await f.get(`/campaigns/${CAMPAIGN}/analytics.csv`, await f.server.signIn('brand-kahawa@sauti.test'))).status).toBe(404);
    expect((await f.get(`/campaigns/${CAMPAIGN}/analytics.csv`, f.tokens.wairimu)).status).toBe(403);
    expect((await f.get('/brands/me/analytics.csv', f.tokens.wairimu)).status).toBe(403);
    expect((await f.get('/brands/me/analytics.csv', null)).status).toBe(401);
  });
});
