/* Checks the kernels of exchange.mlir against a host reference (emulate.sh). */
#include "emulate.h"
void permute(float, float *);
void broadcast(int, int *);
void extract(int, int *);
void cat(float, float, float *);
void table(int *);
void no_exchange(float, float *);
static float P[256], CT[32];
static int B[128], E[16], TB[8];
static float NX[16];
static void k_permute(int t) { (void)t; permute(0.25f, P); }
static void k_broadcast(int t) { (void)t; broadcast(1000, B); }
static void k_extract(int t) { (void)t; extract(2, E); }
static void k_cat(int t) { (void)t; cat(1.5f, -2.5f, CT); }
static void k_table(int t) { (void)t; table(TB); }
static void k_no_exchange(int t) { (void)t; no_exchange(0.0f, NX); }
int main(void) {
  int bad = 0;
  sim_run(128, k_permute);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      if (P[i * 16 + j] != 0.25f + (float)(j * 16 + i)) { printf("permute[%d][%d] = %f\n", i, j, P[i * 16 + j]); bad++; }
  sim_run(128, k_broadcast);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 8; j++)
      if (B[i * 8 + j] != 1000 + i) { printf("broadcast[%d][%d] = %d\n", i, j, B[i * 8 + j]); bad++; }
  sim_run(32, k_extract);
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 4; c++)
      if (E[r * 4 + c] != (2 * 4 + r) * 4 + c) { printf("extract[%d][%d] = %d\n", r, c, E[r * 4 + c]); bad++; }
  sim_run(32, k_cat);
  for (int i = 0; i < 32; i++)
    if (CT[i] != (i < 16 ? 1.5f : -2.5f)) { printf("cat[%d] = %f\n", i, CT[i]); bad++; }
  sim_run(32, k_table);
  for (int i = 0; i < 8; i++)
    if (TB[i] != i * i) { printf("table[%d] = %d\n", i, TB[i]); bad++; }
  sim_run(32, k_no_exchange);
  for (int i = 0; i < 16; i++)
    if (NX[i] != (float)i) { printf("no_exchange[%d] = %f\n", i, NX[i]); bad++; }
  printf("exchange: %d mismatches\n", bad);
  return bad != 0;
}
