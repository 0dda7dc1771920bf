import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The browser tests that visit every screen: the longest files by far, and longer with each screen. */
const sweeps = ['tests/e2e/accessibility.e2e.ts', 'tests/e2e/content-security-policy.e2e.ts'];

const isSweep = (spec: TestSpecification) => sweeps.some((path) => spec.moduleId.endsWith(`/${path}`));

/**
 * Vitest's order (a project's files together; the longest first by the last run's times, else the
 * largest file first), with the sweeps moved to the front of their project. Without past times (CI
 * starts from a clean install) the sweeps, short files that loop over screens, came last, and the
 * worker that ran them went on alone for minutes after the others had finished.
 */
export class SweepsFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) byProject.set(spec.project.name, [...(byProject.get(spec.project.name) ?? []), spec]);
    return [...byProject.values()].flatMap((specs) => [...specs.filter(isSweep), ...specs.filter((spec) => !isSweep(spec))]);
  }
}
