import { z } from 'zod';
import { grantableRoles, roles } from './roles';

export const roleSchema = z.enum(roles);
export const grantableRoleSchema = z.enum(grantableRoles, { error: 'Escolha um papel válido.' });
