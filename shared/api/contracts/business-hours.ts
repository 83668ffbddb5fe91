import {
  getBusinessHoursResponse,
  updateBusinessHoursBody,
  updateBusinessHoursResponse,
} from '../../schemas/business-hours';
import { withSchemas } from '../route';
import { businessHours as routes } from '../routes/business-hours';

/** businessHours: each route of routes/business-hours.ts with its schemas. */
export const businessHours = withSchemas(routes, {
  getBusinessHours: { response: getBusinessHoursResponse },
  updateBusinessHours: { body: updateBusinessHoursBody, response: updateBusinessHoursResponse },
});
