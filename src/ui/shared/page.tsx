/** The frame every screen shares: its title, a line on what it is for, then its content. */
import type { ReactNode } from 'react';

export function Page({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section className="page">
      <header className="page-intro">
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      {children}
    </section>
  );
}
