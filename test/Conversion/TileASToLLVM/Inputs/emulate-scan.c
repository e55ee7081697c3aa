/* Checks the kernels of scan.mlir against a host reference (emulate.sh). */
#include "emulate.h"
void cumsum(float *, float *);
void suffix_max(int *, int *);
void row_scan(int *);
static float A[32], O[32];
static int S[256], SO[256], R[128], R0[128];
static void k_cumsum(int t) { (void)t; cumsum(A, O); }
static void k_suffix_max(int t) { (void)t; suffix_max(S, SO); }
static void k_row_scan(int t) { (void)t; row_scan(R); }
int main(void) {
  int bad = 0;
  for (int i = 0; i < 32; i++) A[i] = (float)((i * 5) % 7) + 0.5f * i;
  sim_run(32, k_cumsum);
  for (int r = 0; r < 4; r++) {
    float s = 0;
    for (int c = 0; c < 8; c++) {
      s += A[r * 8 + c];
      if (fabsf(s - O[r * 8 + c]) > 1e-4f) { printf("cumsum[%d][%d] = %f, expected %f\n", r, c, O[r * 8 + c], s); bad++; }
    }
  }
  for (int i = 0; i < 256; i++) S[i] = (i * 7919) % 1009 - 500;
  sim_run(128, k_suffix_max);
  int m = -2147483647 - 1;
  for (int i = 255; i >= 0; i--) {
    if (S[i] > m) m = S[i];
    if (SO[i] != m) { printf("suffix_max[%d] = %d, expected %d\n", i, SO[i], m); bad++; }
  }
  for (int i = 0; i < 128; i++) R[i] = R0[i] = i % 13;
  sim_run(32, k_row_scan);
  for (int r = 0; r < 32; r++) {
    int s = 0;
    for (int c = 0; c < 4; c++) {
      s += R0[r * 4 + c];
      if (R[r * 4 + c] != s) { printf("row_scan[%d][%d] = %d, expected %d\n", r, c, R[r * 4 + c], s); bad++; }
    }
  }
  printf("scan: %d mismatches\n", bad);
  return bad != 0;
}
