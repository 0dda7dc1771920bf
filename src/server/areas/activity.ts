/**
 * The config of a route whose staff calls write an activity-log row (ARCHITECTURE, Identity): an
 * area makes one of these per entity it changes, `const activity = activityOn('order')`, and each
 * route names its action, `config: activity('Created order')`, and may describe what else its
 * sentence in the log needs (http/types.ts, ActivityConfig).
 */
export const activityOn =
  (entity: string) =>
  (action: string, detail?: (body: unknown, answer: unknown) => Record<string, unknown> | null) => ({ activity: { action, entity, ...(detail ? { detail } : {}) } });
