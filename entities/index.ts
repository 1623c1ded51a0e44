import type { EntityDescriptor, Site } from './kit.ts';
import bbacontact from './bbacontact.ts';
import company from './company.ts';
import configuration from './configuration.ts';
import event from './event.ts';
import help from './help.ts';
import maillog from './maillog.ts';
import mailtpl from './mailtpl.ts';
import news from './news.ts';
import surveyQuestion from './surveyQuestion.ts';
import user from './user.ts';
import zone from './zone.ts';

/** Every entity, in the order the back office menu lists them. */
export const entities: readonly EntityDescriptor[] = [
  company, user, bbacontact, news, help, event, zone, surveyQuestion, mailtpl, maillog, configuration,
];

/** Which entities each site's back office shows. */
export const backOffices: Readonly<Record<Site, readonly string[]>> = {
  default: entities.map((entity) => entity.name),
  contingents: [],
  formation: [],
};

const byName = new Map(entities.map((entity) => [entity.name, entity]));

export function entityNamed(name: string): EntityDescriptor {
  const entity = byName.get(name);
  if (!entity) throw new Error(`unknown entity ${name}`);
  return entity;
}
