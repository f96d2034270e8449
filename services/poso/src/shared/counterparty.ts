import { findCompany, hasAcceptedConnection, type CompanyRecord } from './companies.repository.js';
import type { Db } from './db.js';
import { forbidden, notFound } from './errors.js';

/**
 * The other company of a hand-over, checked: it exists, its schema name is valid, and the
 * customer -> vendor connection is accepted.
 */
export async function connectedCounterparty(
  db: Db,
  side: { customerCompanyId: number; vendorCompanyId: number },
  counterpartyId: number,
): Promise<CompanyRecord> {
  const company = await findCompany(db, counterpartyId);
  if (!company) throw notFound('Company');
  if (!(await hasAcceptedConnection(db, side.customerCompanyId, side.vendorCompanyId))) {
    throw forbidden('The companies are not connected');
  }
  return company;
}
