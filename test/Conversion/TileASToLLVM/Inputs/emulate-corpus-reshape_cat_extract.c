/* Runs the corpus kernel reshape_cat_extract (compiled by tileiras) on the host and
 * compares it with a host reference (emulate.sh, exchange-emulate-corpus.mlir). */
#include "emulate.h"
void reshape_cat_extract(float*, int, int, float*, int, int, int);
#define T 32
#define NB 3
static float X[NB*T*T], Y[NB*T*T];
static void k(int t) { (void)t; reshape_cat_extract(X, NB*T*T, 1, Y, NB*T*T, 1, T); }
int main(void) {
  for (int i = 0; i < NB*T*T; i++) X[i] = (float)((i * 31) % 17) - 8.0f;
  sim_grid_run(NB, 1, 128, k);
  int bad = 0;
  for (int b = 0; b < NB; b++) {
    float *m = X + b*T*T; /* m[T][T] */
    /* wide = [m, 2m] (T x 2T); tall = [wide; broadcast(colsum(wide))] (2T x 2T) */
    static float tall[2*T][2*T];
    for (int r = 0; r < T; r++) for (int c = 0; c < 2*T; c++) tall[r][c] = c < T ? m[r*T+c] : 2.0f*m[r*T+c-T];
    for (int c = 0; c < 2*T; c++) { float s = 0; for (int r = 0; r < T; r++) s += tall[r][c]; for (int r = T; r < 2*T; r++) tall[r][c] = s; }
    for (int r = 0; r < T; r++) for (int c = 0; c < T; c++) { float e = tall[r][c] + tall[T+r][T+c]; float g = Y[b*T*T + r*T + c]; if (fabsf(e-g) > 1e-3f) { if (bad < 5) printf("b%d [%d][%d] %f vs %f\n", b, r, c, g, e); bad++; } }
  }
  printf("reshape_cat_extract: %d mismatches\n", bad);
  return 0;
}
