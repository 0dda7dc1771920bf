/** An input's label exactly, with or without the ' *' that marks a required field. */
export const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
