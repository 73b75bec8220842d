import type { FastifyInstance } from 'fastify';
import { parseFinancialYear } from '../../../../src/domain/modules/gathering';
import { REPORT_PATHS, type ReportPath } from '../../../../src/domain/report';
import { badRequest } from '../../../appError';
import { assertPlaceInScope } from '../../../plugins/scope';
import { buildReport } from '../sanghikReport';
import { targetsAround } from '../../../engine/repositories/targets';
import { sanghik } from '../../../../src/domain/modules/gathering/sanghik';
import { lastYearOf } from '../../../../src/domain/periods';
import { reportBody, reportResponse } from './sanghikReportSchemas';
import { typed } from '../../../shared/routeSchemas';

const WRONG_LEVEL = 'Please select bhag, upkhand, upkhand nagar or shahari nagar level.';

/** The monthly summary reports (अहवाल): POST /sanghik/report/{bhag,taluka,nagar,upkhand}. */
export async function sanghikReportRoutes(app: FastifyInstance) {
  const repo = app.repos.sanghikReport;
  const db = app.database.kysely;
  const routes = typed(app);

  for (const [path, levelId] of Object.entries(REPORT_PATHS) as [ReportPath, number][]) {
    routes.post(
      `/sanghik/report/${path}`,
      {
        schema: {
          summary: `Monthly summary report of a level-${levelId} place and its children`,
          body: reportBody,
          response: reportResponse,
        },
      },
      async (request) => {
        const { locationId, year, month, lastYear, targets } = request.body;
        const period = { year, part: String(month) };
        // the figures are read while the place is checked (a round trip less on PostgreSQL);
        // they are answered only once every check below has passed
        const report = buildReport(repo, locationId, year, month, {
          ...(lastYear ? { lastYear: lastYearOf(year) } : {}),
          ...(targets
            ? { targets: () => targetsAround(db, sanghik.name, period, locationId) }
            : {}),
        });
        report.catch(() => undefined);
        const place = await assertPlaceInScope(request, locationId);
        if (place.level_id !== levelId) {
          throw badRequest(`${WRONG_LEVEL} (/report/${path} is for level ${levelId})`);
        }
        if (parseFinancialYear(year) === undefined) {
          throw badRequest('body/year must be a financial year like 2026-27');
        }
        return report;
      },
    );
  }
}
