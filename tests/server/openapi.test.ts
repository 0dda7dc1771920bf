import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/server/test-app';

type Operation = { operationId?: string; summary?: string; description?: string; parameters?: { in: string; name: string }[] };
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

let app: TestApp;
let document: Document;
beforeAll(async () => {
  app = await createTestApp();
  document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
});
afterAll(async () => app.close());

const operations = () => Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

describe('the OpenAPI document at /api/docs', () => {
  it('names every operation, uniquely, and says who may call it as the access policy does', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(50);
    for (const { path, method, operation } of all) {
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(operation.description, `${method} ${path}`).toContain('**Who may call it:**');
    }
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
    expect(document.paths['/api/offices']?.get?.description).toContain('**Who may call it:** staff of type admin.');
    expect(document.paths['/api/health']?.get?.description).toContain('**Who may call it:** anyone, signed in or not.');
  });

  it('documents the file route with the two parts of a stored path, not a wildcard', () => {
    expect(Object.keys(document.paths).filter((path) => path.includes('*'))).toEqual([]);
    const parameters = document.paths['/api/files/{order}/{file}']?.get?.parameters ?? [];
    expect(parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['order', 'file']);
  });

  it('names the server that serves it', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});
