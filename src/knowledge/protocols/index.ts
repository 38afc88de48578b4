import type { ProtocolInput } from '../../core/knowledge/protocol';
import { antiemeticProtocols } from './antiemetic';
import { cardiotoxicityProtocols } from './cardiotoxicity';
import { extravasationProtocols } from './extravasation';
import { hepatitisBProtocols } from './hepatitis-b';
import { hypersensitivityProtocols } from './hypersensitivity';
import { immuneRelatedProtocols } from './immune-related';
import { methotrexateProtocols } from './methotrexate';
import { neutropeniaProtocols } from './neutropenia';
import { tumourLysisProtocols } from './tumour-lysis';

/** Every supportive-care protocol, unparsed. The server validates them with `protocolSchema`. */
export const protocolRecords: readonly ProtocolInput[] = [
  ...antiemeticProtocols,
  ...tumourLysisProtocols,
  ...neutropeniaProtocols,
  ...extravasationProtocols,
  ...hypersensitivityProtocols,
  ...hepatitisBProtocols,
  ...immuneRelatedProtocols,
  ...cardiotoxicityProtocols,
  ...methotrexateProtocols,
];
