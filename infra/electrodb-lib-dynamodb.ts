/**
 * What ElectroDB's `require('@aws-sdk/lib-dynamodb')` gets in Lambda bundles (infra/build-functions.ts):
 * exactly the commands its client wrapper sends (node_modules/electrodb/src/client.js). A CommonJS
 * require of the whole package would keep every command, the aggregated DynamoDB client, its waiters
 * and paginators in every function that uses ElectroDB.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

// local bindings, not a re-export: a required module that re-exports keeps its source's every export
export {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
};
