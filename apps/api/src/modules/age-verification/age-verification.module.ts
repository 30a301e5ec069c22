import type { ApiModule } from '../../lib/wiring.ts';
import { ageAssuranceRoutes } from './age-assurance.routes.ts';
import { ageVerificationRoutes } from './age-verification.routes.ts';
import { ageVerificationService } from './age-verification.service.ts';

/** The age gate's answer kept on the account, and the provider's age checks (AGE_ASSURANCE=oidc). */
export const ageVerificationModule: ApiModule = {
  name: 'age-verification',
  register: async (api, { usersRepository, ageAssurance, config }) => {
    await api.register(ageVerificationRoutes(ageVerificationService(usersRepository)));
    await api.register(ageAssuranceRoutes(ageAssurance, config.publicUrl.startsWith('https:')));
  },
};
