import { sessionMachine } from '../../../machines/auth/session.machine.ts';
import { sampleApiFailure } from '../booking/samples.ts';
import type { MachineModel } from '../harness/model.ts';
import { sampleUserInfo, sampleValidateMap } from './samples.ts';

export const sessionModel: MachineModel<typeof sessionMachine> = {
  machine: sessionMachine,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  input: { companyId: 1 },
  events: {
    LOGGED_IN: [{ type: 'LOGGED_IN', validateMap: sampleValidateMap() }],
    RESTORE: [
      {
        type: 'RESTORE',
        session: {
          userId: 7,
          userName: '张三',
          nameEn: 'San Zhang',
          apiKey: 'api-key-7',
          headPic: '',
          userType: 1,
          staffRoles: [],
          certificationStatus: 3,
          customerType: 1,
          phone: '13800000000',
          companyId: 1,
        },
      },
    ],
    CERTIFICATION_STATUS: [{ type: 'CERTIFICATION_STATUS', certificationStatus: 2 }],
    USER_INFO_CHANGED: [{ type: 'USER_INFO_CHANGED', userInfo: { ...sampleUserInfo, nameCn: '张小三' } }],
    LOGOUT: [{ type: 'LOGOUT' }],
    UNAUTHORIZED: [{ type: 'UNAUTHORIZED' }],
  },
  actors: {
    loadUserInfo: { done: [sampleUserInfo], error: [new Error('network')] },
    logout: {
      done: [{ code: '1', message: '' }],
      error: [sampleApiFailure('401', 'Session expired'), new Error('network')],
    },
  },
};
