/**
 * The config of a route whose staff calls write an activity-log row (ARCHITECTURE, Identity): an
 * area makes one of these per entity it changes, `const activity = activityOn('order')`, and each
 * route names its action, `config: activity('Created order')`.
 */
export const activityOn = (entity: string) => (action: string) => ({ activity: { action, entity } });
