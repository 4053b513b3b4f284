import { Module } from '@nestjs/common';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { cyclesOf, FORWARD_REF, moduleGraph } from './module-graph';

describe('the API module graph', () => {
  const graph = moduleGraph(AppModule.forRoot({ isProduction: false } as AppConfig));

  it('has no cycle: no two domains import each other, directly or around a ring', () => {
    expect(cyclesOf(graph)).toEqual([]);
    expect(graph.filter((node) => node.imports.includes(FORWARD_REF))).toEqual([]);
    expect(graph.map((node) => node.name)).toEqual(
      expect.arrayContaining(['AccountsModule', 'AuthModule', 'JobsModule', 'BusinessesModule']),
    );
  });

  it('keeps registration above auth, students and businesses, and jobs above businesses', () => {
    const importsOf = (name: string) => graph.find((node) => node.name === name)?.imports ?? [];
    expect(importsOf('AccountsModule')).toEqual(
      expect.arrayContaining(['AuthModule', 'StudentsModule', 'BusinessesModule']),
    );
    for (const lower of ['AuthModule', 'StudentsModule', 'BusinessesModule'])
      expect(importsOf(lower)).not.toContain('AccountsModule');
    expect(importsOf('AuthModule')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Students|Businesses/)]),
    );
    expect(importsOf('JobsModule')).toContain('BusinessesModule');
    expect(importsOf('BusinessesModule')).not.toContain('JobsModule');
  });

  it('finds a cycle when there is one', () => {
    @Module({})
    class A {}
    @Module({ imports: [A] })
    class B {}
    Reflect.defineMetadata('imports', [B], A);
    expect(cyclesOf(moduleGraph(A))).toEqual([['A', 'B', 'A']]);
  });
});
