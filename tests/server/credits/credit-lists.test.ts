import { describe, expect, it } from 'vitest';
import { creditsPageSize, type Credit } from '../../../src/domain/credits';
import { businessToday } from '../../../src/server/time';
import { useCreditsApp } from './credit-context';

// The CC Payments list (finance spec §2: Customer, Vendor, Description, Cost, Fees, Total), 20 a
// page newest first with a search, and its CSV for a spreadsheet. Every search here names something
// only its own test recorded, since the file shares one database.

const ctx = useCreditsApp();

const csv = async (query = '') => {
  const response = await ctx.get(`/api/credits.csv${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const csvLines = (text: string) => text.split('\r\n').filter((line) => line !== '');

describe('GET /api/credits', () => {
  it(`pages ${creditsPageSize} at a time, newest first, with last_page and total`, async () => {
    const made: Credit[] = [];
    for (let i = 0; i < creditsPageSize + 1; i++) made.push(await ctx.record({ vendor: 'Pager Outlet', description: `Item ${i}` }));
    const newestFirst = [...made].reverse();

    const first = await ctx.list('page=1&search=pager%20OUTLET');
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, total: 21 });
    expect(first.data).toEqual(newestFirst.slice(0, 20));

    const second = await ctx.list('page=2&search=pager%20outlet');
    expect(second).toEqual({ data: [made[0]], meta: { current_page: 2, last_page: 2, total: 21 } });

    expect(await ctx.list('page=3&search=pager%20outlet')).toEqual({ data: [], meta: { current_page: 3, last_page: 2, total: 21 } });
  });

  it('finds a payment by its id, by part of the name across first and last, by vendor and by description, ignoring case', async () => {
    const quokka = await ctx.record({ firstName: 'Quentin', lastName: 'Quokkason', vendor: 'Wallaby Books', description: 'Atlas of reefs' });
    const other = await ctx.record({ firstName: 'Nora', lastName: 'Numbat', vendor: 'Dingo Depot', description: 'Snorkel set' });

    expect((await ctx.list('search=TIN%20QUOKKA')).data).toEqual([quokka]);
    expect((await ctx.list('search=wallaby')).data).toEqual([quokka]);
    expect((await ctx.list('search=Snorkel%20SET')).data).toEqual([other]);
    // No name, vendor or description of this file holds digits, so the id alone matches.
    expect((await ctx.list(`search=${other.id}`)).data).toEqual([other]);
    expect(await ctx.list('search=nothing-like-this')).toEqual({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
  });

  it('reads "%" and "_" in a search as plain characters', async () => {
    const percent = await ctx.record({ vendor: 'Outlet', description: 'TEN%_OFF coupon' });
    await ctx.record({ vendor: 'Outlet', description: 'TENxxOFF coupon' });
    expect((await ctx.list('search=%25_')).data).toEqual([percent]);
  });

  it('refuses a page that is not a whole number from 1, and a search past 100 characters, with 400', async () => {
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', `search=${'x'.repeat(101)}`]) {
      const response = await ctx.get(`/api/credits?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields), query).toEqual([query.split('=')[0]]);
    }
  });
});

describe('GET /api/credits.csv', () => {
  it('gives every matching payment newest first, past one page, with amounts to the cent', async () => {
    const made: Credit[] = [];
    for (let i = 0; i < creditsPageSize + 2; i++) made.push(await ctx.record({ vendor: 'Spreadsheet Mart', description: `Row ${i}`, value: 100 + i }));
    const response = await csv('?search=spreadsheet%20mart');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="cc-payments.csv"');
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('ID,Date,Customer,Vendor,Description,Cost,Fee rate (%),Fees,Total,Recorded by');
    expect(lines).toHaveLength(1 + 22);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(made.map((credit) => credit.id).reverse());
    const newest = made.at(-1)!;
    // $121.00: 12,100¢ × 3% = 363¢; 12,100¢ + 363¢ = 12,463¢.
    expect(lines[1]).toBe(`${newest.id},${businessToday(new Date(newest.created_at))},Andre Rolle,Spreadsheet Mart,Row 21,121.00,3,3.63,124.63,Wendy Worker`);
    // $100.00: 10,000¢ × 3% = 300¢; 10,000¢ + 300¢ = 10,300¢.
    expect(lines.at(-1)).toBe(`${made[0]!.id},${businessToday(new Date(made[0]!.created_at))},Andre Rolle,Spreadsheet Mart,Row 0,100.00,3,3.00,103.00,Wendy Worker`);
  });

  it('writes a cell a spreadsheet would run as a formula as text, and quotes commas and quotes', async () => {
    const formula = await ctx.record({ firstName: '=HYPERLINK("http://evil.test")', lastName: 'Smith', vendor: '@Vendor, Inc.', description: 'Formula check' });
    const lines = csvLines((await csv('?search=formula%20check')).body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `${formula.id},${businessToday(new Date(formula.created_at))},"'=HYPERLINK(""http://evil.test"") Smith","'@Vendor, Inc.",Formula check,123.45,3,3.70,127.15,Wendy Worker`,
    );
  });

  it('without a search gives every payment, and with one no payment matches gives the header alone', async () => {
    expect(csvLines((await csv()).body)).toHaveLength(1 + (await ctx.rowCount()));
    expect((await csv('?search=no-payment-is-like-this')).body).toBe('ID,Date,Customer,Vendor,Description,Cost,Fee rate (%),Fees,Total,Recorded by\r\n');
  });
});
