/* Checks the kernels of reduce.mlir against a host reference (emulate.sh). */
#include "emulate.h"
void row_sum(float *, float *);
void max_abs(float *, float *);
void argmax(float *, int *);
void col_min(int *, int *);
static float A[256], O[16], A64[64], M1[1], A32[32];
static int I1[1], C[1024], CO[32];
static void k_row_sum(int t) { (void)t; row_sum(A, O); }
static void k_max_abs(int t) { (void)t; max_abs(A64, M1); }
static void k_argmax(int t) { (void)t; argmax(A32, I1); }
static void k_col_min(int t) { (void)t; col_min(C, CO); }
int main(void) {
  int bad = 0;
  for (int i = 0; i < 256; i++) A[i] = (float)((i * 37) % 101) - 50.0f;
  sim_run(128, k_row_sum);
  for (int r = 0; r < 16; r++) {
    float s = 0;
    for (int c = 0; c < 16; c++) s += A[r * 16 + c];
    if (fabsf(s - O[r]) > 1e-3f) { printf("row_sum[%d] = %f, expected %f\n", r, O[r], s); bad++; }
  }
  for (int i = 0; i < 64; i++) A64[i] = (float)((i * 53) % 97) - 60.0f;
  sim_run(32, k_max_abs);
  float m = 0;
  for (int i = 0; i < 64; i++) m = fmaxf(m, fabsf(A64[i]));
  if (m != M1[0]) { printf("max_abs = %f, expected %f\n", M1[0], m); bad++; }
  for (int i = 0; i < 32; i++) A32[i] = (float)((i * 29) % 31);
  sim_run(32, k_argmax);
  int bi = 0;
  for (int i = 1; i < 32; i++) if (A32[i] > A32[bi]) bi = i;
  if (bi != I1[0]) { printf("argmax = %d, expected %d\n", I1[0], bi); bad++; }
  for (int i = 0; i < 1024; i++) C[i] = (i * 7919) % 1009 - 500;
  sim_run(32, k_col_min);
  for (int c = 0; c < 32; c++) {
    int mn = 2147483647;
    for (int r = 0; r < 32; r++) if (C[r * 32 + c] < mn) mn = C[r * 32 + c];
    if (mn != CO[c]) { printf("col_min[%d] = %d, expected %d\n", c, CO[c], mn); bad++; }
  }
  printf("reduce: %d mismatches\n", bad);
  return bad != 0;
}
